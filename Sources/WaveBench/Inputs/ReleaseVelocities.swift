import Foundation
import WaveOutput

/// The velocities a spring is released with, as `check` judges it: single velocities and ranges, pt/s.
///
/// A velocity is in the direction of increasing value, as `animate --velocity` takes it. `check` moves a view from 0
/// to its travel, so a positive velocity carries the view toward the target and a negative one flings it away first
/// (a pan released against the spring). 0 is a start from rest.
struct ReleaseVelocities: Sendable, Hashable {
  /// Single velocities, pt/s, finite, |v| ≤ ``InputLimits/maximumReleaseVelocity``, in the order given.
  private(set) var values: [Double]
  /// Ranges, pt/s, each `lower < upper`, both finite and within ±``InputLimits/maximumReleaseVelocity``: `check`
  /// samples each so that its worst velocity is among the samples (`ReleaseSampling`).
  private(set) var ranges: [ClosedRange<Double>]

  init(values: [Double] = [], ranges: [ClosedRange<Double>] = []) {
    self.values = values
    self.ranges = ranges
  }

  /// A start from rest: velocity 0 only, what `check` judges a spring at unless told otherwise.
  static let rest = ReleaseVelocities(values: [0])

  /// The largest speed a platform hands a released fling, pt/s: 8,000.
  ///
  /// Android's `ViewConfiguration.MAXIMUM_FLING_VELOCITY` (8000 "dips per second", AOSP
  /// `core/java/android/view/ViewConfiguration.java`), Flutter's `kMaxFlingVelocity` (8000.0 logical pixels per
  /// second, `packages/flutter/lib/src/gestures/constants.dart`) and Chromium's gesture configuration
  /// (`maximum_fling_velocity = 8000 * scale`) all clamp a fling there. A dp (1/160 in) and a logical pixel are
  /// about an iOS point (1/163 in on the reference display); UIKit publishes no clamp, and its pan recognizer's
  /// `velocity(in:)` reaches the same order on a fast flick.
  static let maximumFling = 8000.0

  /// The release range of a spring made for gestures (Wave's `defaultInteractive`, a spring handed a gesture's
  /// velocity): every velocity a fling may have, either way, ±``maximumFling``.
  static let gesture = ReleaseVelocities(ranges: [-maximumFling...maximumFling])

  /// These releases `factor` times as fast (`factor` finite and > 0), each within ±``InputLimits/maximumReleaseVelocity``.
  func scaled(by factor: Double) -> ReleaseVelocities {
    let limit = InputLimits.maximumReleaseVelocity
    func scale(_ v: Double) -> Double { min(max(v * factor, -limit), limit) }
    return ReleaseVelocities(
      values: values.map(scale), ranges: ranges.map { scale($0.lowerBound)...scale($0.upperBound) })
  }

  /// The velocities every sampling of these releases runs: the single velocities and each range's ends, pt/s.
  var anchors: [Double] { values + ranges.flatMap { [$0.lowerBound, $0.upperBound] } }

  /// Whether the releases cover a start from rest: 0 is a velocity given or lies in a range (a rule's worst over a
  /// range is no better than its value at rest then).
  var coversRest: Bool { values.contains(0) || ranges.contains { $0.contains(0) } }

  /// Whether the spring starts from rest only.
  var isRest: Bool { ranges.isEmpty && values.allSatisfy { $0 == 0 } }

  /// The velocities and ranges in the order given, as a person types them: `-3000, -10000...10000`.
  var label: String {
    (values.map { NumberFormat.shortest($0) }
      + ranges.map { "\(NumberFormat.shortest($0.lowerBound))...\(NumberFormat.shortest($0.upperBound))" })
      .joined(separator: ", ")
  }

  /// One value as typed: a velocity or a range, pt/s.
  enum Entry: Sendable, Hashable {
    case velocity(Double)
    case range(ClosedRange<Double>)

    /// Reads a velocity `V` or a range `MIN...MAX`, pt/s.
    ///
    /// - Throws: ``InputError`` naming `option` and the text: not a number, not finite, over
    ///   ``InputLimits/maximumReleaseVelocity``, or a range whose lower end is not below its upper end.
    init(parsing text: String, option: String) throws(InputError) {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let usage =
        "\(option) '\(UserText.escaped(text))' must be a velocity in pt/s (-3000) or a range MIN...MAX (-10000...10000)"
      func number(_ part: Substring) throws(InputError) -> Double {
        guard let value = Double(part.trimmingCharacters(in: .whitespaces)) else { throw InputError(usage) }
        guard value.isFinite, abs(value) <= InputLimits.maximumReleaseVelocity else {
          throw InputError(
            "\(option) '\(UserText.escaped(text))': a velocity must be a finite number from -\(NumberFormat.shortest(InputLimits.maximumReleaseVelocity)) to \(NumberFormat.shortest(InputLimits.maximumReleaseVelocity)) pt/s"
          )
        }
        return value
      }
      if let dots = trimmed.range(of: "...") {
        let lower = try number(trimmed[..<dots.lowerBound])
        let upper = try number(trimmed[dots.upperBound...])
        guard lower < upper else {
          throw InputError("\(option) '\(UserText.escaped(text))': a range's lower end must be below its upper end")
        }
        self = .range(lower...upper)
      } else {
        self = .velocity(try number(Substring(trimmed)))
      }
    }
  }

  /// Adds one value: a velocity or a range.
  ///
  /// - Throws: ``InputError`` naming `option` when the velocities and ranges would be more than
  ///   ``InputLimits/maximumReleaseVelocities``.
  mutating func add(_ entry: Entry, option: String) throws(InputError) {
    guard values.count + ranges.count < InputLimits.maximumReleaseVelocities else {
      throw InputError(
        "\(option): more than \(InputLimits.maximumReleaseVelocities) release velocities and ranges (each is run on every schedule); give at most \(InputLimits.maximumReleaseVelocities)"
      )
    }
    switch entry {
    case .velocity(let value): values.append(value)
    case .range(let range): ranges.append(range)
    }
  }

  /// Adds one value typed as text: a velocity `V` or a range `MIN...MAX`, pt/s (``Entry/init(parsing:option:)``).
  ///
  /// - Throws: ``InputError`` naming `option` and the text.
  mutating func add(parsing text: String, option: String) throws(InputError) {
    try add(Entry(parsing: text, option: option), option: option)
  }

  /// The releases of `entries`, in order (``add(_:option:)``); nil when `entries` is empty.
  ///
  /// - Throws: ``InputError`` naming `option` when there are too many.
  init?(entries: [Entry], option: String) throws(InputError) {
    guard !entries.isEmpty else { return nil }
    self.init()
    for entry in entries { try add(entry, option: option) }
  }
}
