import Foundation
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// The settling-ratio and stability maps: a ratio is drawn on a scale centred on 1, with a tick at
/// 1, round ticks, and two hues for its two sides; ρ near 1 is calm and ρ ≥ 1 has its own colour; the presets
/// and the springs asked for are marked on every map.
final class MapStructureTests: XCTestCase {
  static let asked = [SpringSpec(dampingRatio: 0.7, response: 0.4), SpringSpec(dampingRatio: 0.3, response: 0.1)]
  static let presetNames = StabilityExperiment.presets.map { "\($0.name) \($0.spec.label)" }

  func testRatioMaps_CentredOnOneWithRoundTicksAndEveryMarkerInEveryPanel() throws {
    let bundle = try RenderedReports.settling(schedules: [.fps(60), .fps(30)], marked: Self.asked)
    let svg = try XCTUnwrap(bundle.files.first { $0.name == "settling-ratio.svg" }).contents
    let inspection = SVGInspection(svg: svg)
    let maps = inspection.panels.filter { !$0.title.isEmpty }
    XCTAssertEqual(maps.map(\.title), ["exact", "60hz", "30hz"], "one small multiple per stepper, in one strip")
    XCTAssertEqual(
      SVGInspection.texts("colorbar-tick", in: svg), ["0.1", "0.2", "0.5", "1", "2", "5", "10"],
      "a tick at 1 and round ticks")
    for map in maps {
      let markers = SVGInspection.markers(map.body)
      XCTAssertEqual(markers, Self.presetNames + Self.asked.map(\.label), "map \(map.title)")
      for axis in ["tick-x", "tick-y"] {
        let labels = SVGInspection.texts(axis, in: map.body)
        XCTAssertFalse(labels.isEmpty)
        XCTAssertTrue(labels.allSatisfy { Double($0) != nil }, "\(labels)")
      }
    }
  }

  /// 0.9 (the formula comes late) and 1.1 (too early: the view snaps) have different hues: one is purple
  /// (blue over red) and the other orange (red over blue), and 1 itself is neutral.
  func testRatioScale_TwoHuesEitherSideOfOne() throws {
    let scale = SVGHeatMap.ColorScale.diverging(0.1...10, center: 1, below: "", above: "")
    let (late, early) = (
      try XCTUnwrap(SVGInspection.rgb(scale.color(0.9))), try XCTUnwrap(SVGInspection.rgb(scale.color(1.1)))
    )
    XCTAssertGreaterThan(late.2, late.0, "below 1: a blue-purple hue")
    XCTAssertGreaterThan(early.0, early.2 + 60, "above 1: an orange hue")
    let center = try XCTUnwrap(SVGInspection.rgb(scale.color(1)))
    XCTAssertEqual(center.0, center.2, "1 itself is neutral grey")
    for (a, b) in [(0.5, 0.2), (2.0, 5.0)] {
      XCTAssertNotEqual(scale.color(a), scale.color(b), "darker further from 1")
    }
  }

  func testStabilityMaps_MarkEveryPresetAndAskedSpringWithRoundTicks() throws {
    let bundle = try RenderedReports.stability(springs: Self.asked)
    let maps = bundle.files.filter { $0.name.hasPrefix("stability-map-") }
    XCTAssertEqual(maps.count, StabilityExperiment.mapRates.count)
    for map in maps {
      let markers = SVGInspection.markers(map.contents)
      let expected = Self.presetNames + Self.asked.map(\.label)
      XCTAssertEqual(markers.count, expected.count, map.name)
      for (marker, name) in zip(markers, expected) {
        XCTAssertTrue(marker.hasPrefix(name + ": ρ "), "\(map.name): \(marker)")
      }
      for axis in ["tick-x", "tick-y"] {
        let labels = SVGInspection.texts(axis, in: map.contents)
        XCTAssertGreaterThanOrEqual(labels.count, 4, "\(map.name) \(axis)")
        XCTAssertTrue(labels.allSatisfy(SVGInspection.isRound125), "\(map.name) \(axis): \(labels)")
      }
      let bar = SVGInspection.texts("colorbar-tick", in: map.contents)
      XCTAssertEqual(bar, ["0", "0.2", "0.4", "0.6", "0.8", "1"], map.name)
    }
  }

  /// ρ → 1 is slow but safe: drawn pale, not as a warning; ρ ≥ 1 alone gets the threshold colour.
  func testStabilityMaps_NearOneIsCalmAndOnlyTheUnstableCellsAreRed() throws {
    let result = try StabilityExperiment.run(springs: [])
    let scale = SVGHeatMap.ColorScale.calm(0...1)
    let nearOne = try XCTUnwrap(SVGInspection.rgb(scale.color(0.99)))
    XCTAssertGreaterThan(min(nearOne.0, nearOne.1, nearOne.2), 200, "ρ 0.99 is pale")
    let fast = try XCTUnwrap(SVGInspection.rgb(scale.color(0.1)))
    XCTAssertLessThan(fast.0, 100, "ρ 0.1 is deep")
    let files = try RenderedReports.stability(springs: []).files.filter { $0.name.hasPrefix("stability-map-") }
    XCTAssertEqual(files.count, result.maps.count)
    for (map, file) in zip(result.maps, files) {
      let cells = file.contents.components(separatedBy: "<g class=\"legend\">")[0]
      // Cells are rectangles (a marker is a circle, filled with its own spring's colour).
      let red = cells.components(separatedBy: "<rect").dropFirst().filter {
        $0.prefix { $0 != ">" }.contains("fill=\"\(SVGHeatMap.thresholdColor)\"")
      }.count
      XCTAssertEqual(red, map.spectralRadius.joined().filter { $0 >= 1 }.count, file.name)
    }
  }

  func testEveryMapMarksAPresetEvenWithNoSpringsAsked() throws {
    let bundle = try RenderedReports.settling(schedules: [.fps(60)])
    let svg = try XCTUnwrap(bundle.files.first { $0.name == "settling-ratio.svg" }).contents
    XCTAssertEqual(Set(SVGInspection.markers(svg)), Set(Self.presetNames))
  }

  /// A marker is filled with the map's colour for its own ρ: the unstable colour where the spring's step grows at the
  /// map's rate (0.3/0.1 at 30 Hz: ρ from ``StabilityResult``'s own row), the calm scale's colour where it contracts.
  func testStabilityMarkers_AreColouredByTheirOwnRadius() throws {
    let result = try StabilityExperiment.run(springs: Self.asked)
    let svg = try XCTUnwrap(StabilityPlots.render(result).first { $0.name == "stability-map-30hz.svg" }).contents
    for spec in Self.asked {
      let rate = try XCTUnwrap(result.spectralRadius(of: spec, fps: 30))
      let start = try XCTUnwrap(svg.range(of: "data-name=\"\(spec.label): ρ"))
      let group = svg[start.lowerBound...].prefix { $0 != "\n" }
      let fill = try XCTUnwrap(group.range(of: "r=\"7.5\" fill=\"").map { group[$0.upperBound...].prefix(7) })
      if rate.stable {
        XCTAssertEqual(String(fill), SVGHeatMap.ColorScale.calm(0...1).color(rate.spectralRadius), spec.label)
      } else {
        XCTAssertEqual(String(fill), SVGHeatMap.thresholdColor, spec.label)
      }
    }
    XCTAssertFalse(try XCTUnwrap(result.spectralRadius(of: Self.asked[1], fps: 30)).stable, "one of them is unstable")
  }
}
