import XCTest

@testable import WaveOutput

/// `NumberFormat` against literal strings.
///
/// Unless a comment says otherwise, every expected string is what C's printf prints for the format the function's doc
/// comment names (checked with Python's `%` operator, which formats with the same correctly rounded, round-half-to-even
/// conversion: e.g. `'%.3g' % 999.5`); shortest round-trip decimals are Python's `repr`. Exact binary ties (0.125,
/// 0.375, 2.5, 999.5) round to even; decimal "ties" that are not exact in binary (2.675, 1.005, 0.005) round the way
/// their binary value lies.
final class NumberFormatTests: XCTestCase {
  private let largest = Double.greatestFiniteMagnitude
  private let smallest = Double.leastNonzeroMagnitude

  /// 1.7976931348623157e308 written out in full (`'%.0f' % sys.float_info.max`): 309 digits.
  private let largestInFull =
    "179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458"
    + "953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304"
    + "583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368"

  func testLargestInFull_Has309Digits() {
    XCTAssertEqual(largestInFull.count, 309)
  }

  // MARK: sig

  func testSig_MissingNaNAndInfinities_AreDashAndInfinitySigns() {
    XCTAssertEqual(NumberFormat.sig(nil), "—")
    XCTAssertEqual(NumberFormat.sig(.nan), "—")
    XCTAssertEqual(NumberFormat.sig(.infinity), "∞")
    XCTAssertEqual(NumberFormat.sig(-.infinity), "−∞")  // U+2212 MINUS SIGN, not a hyphen
    XCTAssertEqual(Array(NumberFormat.sig(-.infinity).unicodeScalars).first, "\u{2212}")
  }

  func testSig_ThreeDigitsByDefault_SwitchesToExponentLikePrintfG() {
    XCTAssertEqual(NumberFormat.sig(1234.5), "1.23e+03")  // exponent 3 ≥ precision 3: exponential
    XCTAssertEqual(NumberFormat.sig(123), "123")
    XCTAssertEqual(NumberFormat.sig(0.012345), "0.0123")
    XCTAssertEqual(NumberFormat.sig(0.0001), "0.0001")  // exponent −4: still fixed
    XCTAssertEqual(NumberFormat.sig(0.00001), "1e-05")  // exponent −5: exponential, trailing zeros dropped
    XCTAssertEqual(NumberFormat.sig(2), "2")
  }

  func testSig_GivenDigits_UsesThemAndTreatsZeroAsOne() {
    XCTAssertEqual(NumberFormat.sig(123456, 6), "123456")
    XCTAssertEqual(NumberFormat.sig(1_234_567, 6), "1.23457e+06")
    XCTAssertEqual(NumberFormat.sig(12345, 0), "1e+04")  // C: a precision of 0 for %g is taken as 1
  }

  func testSig_RoundingBoundaries_CarryIntoExponentAndTiesToEven() {
    XCTAssertEqual(NumberFormat.sig(999.4), "999")
    XCTAssertEqual(NumberFormat.sig(999.5), "1e+03")  // rounds to 1.00e3, whose exponent 3 ≥ precision 3
    XCTAssertEqual(NumberFormat.sig(0.125, 2), "0.12")  // exact tie: to even
    XCTAssertEqual(NumberFormat.sig(0.375, 2), "0.38")  // exact tie: to even
    XCTAssertEqual(NumberFormat.sig(2.5, 1), "2")
    XCTAssertEqual(NumberFormat.sig(3.5, 1), "4")
  }

  func testSig_Zeros_KeepTheirSignAsPrintfDoes() {
    XCTAssertEqual(NumberFormat.sig(0), "0")
    XCTAssertEqual(NumberFormat.sig(-0.0), "-0")
  }

  func testSig_ExtremeMagnitudes_SubnormalSmallestNormalAndLargestFinite() {
    XCTAssertEqual(NumberFormat.sig(smallest), "4.94e-324")
    XCTAssertEqual(NumberFormat.sig(-smallest), "-4.94e-324")
    XCTAssertEqual(NumberFormat.sig(Double.leastNormalMagnitude), "2.23e-308")
    XCTAssertEqual(NumberFormat.sig(largest), "1.8e+308")  // 1.80e+308 with the trailing zero dropped
    XCTAssertEqual(NumberFormat.sig(-largest), "-1.8e+308")
  }

  // MARK: fixed

  func testFixed_MissingAndNonFinite_AreDash() {
    XCTAssertEqual(NumberFormat.fixed(nil, 2), "—")
    XCTAssertEqual(NumberFormat.fixed(.nan, 2), "—")
    XCTAssertEqual(NumberFormat.fixed(.infinity, 2), "—")
    XCTAssertEqual(NumberFormat.fixed(-.infinity, 2), "—")
  }

  func testFixed_NegativeZeroAndNegativesThatRoundToZero_PrintWithoutMinus() {
    XCTAssertEqual(NumberFormat.fixed(-0.0, 2), "0.00")
    XCTAssertEqual(NumberFormat.fixed(-0.004, 2), "0.00")  // printf: -0.00
    XCTAssertEqual(NumberFormat.fixed(-smallest, 2), "0.00")  // printf: -0.00
    XCTAssertEqual(NumberFormat.fixed(-0.4, 0), "0")  // printf: -0
    XCTAssertEqual(NumberFormat.fixed(-0.5, 0), "0")  // printf: -0 (tie to even)
  }

  func testFixed_NegativesThatDoNotRoundToZero_KeepTheirMinus() {
    XCTAssertEqual(NumberFormat.fixed(-0.005, 2), "-0.01")  // −0.005 is −0.005000000000000000104… in binary
    XCTAssertEqual(NumberFormat.fixed(-1.5, 0), "-2")
    XCTAssertEqual(NumberFormat.fixed(-123.456, 1), "-123.5")
  }

  func testFixed_RoundingBoundaries_FollowTheBinaryValue() {
    XCTAssertEqual(NumberFormat.fixed(123.456, 1), "123.5")
    XCTAssertEqual(NumberFormat.fixed(2.675, 2), "2.67")  // 2.67499999999999982236431605997495353221893310546875
    XCTAssertEqual(NumberFormat.fixed(1.005, 2), "1.00")  // 1.00499999999999989341858963598497211933135986328125
    XCTAssertEqual(NumberFormat.fixed(0.125, 2), "0.12")  // exact tie: to even
  }

  func testFixed_ExtremeMagnitudes_SubnormalAndLargestFinite() {
    XCTAssertEqual(NumberFormat.fixed(smallest, 2), "0.00")
    XCTAssertEqual(NumberFormat.fixed(largest, 0), largestInFull)
    XCTAssertEqual(NumberFormat.fixed(-largest, 1), "-" + largestInFull + ".0")
  }

  // MARK: percent

  func testPercent_Fraction_IsHundredTimesWithSignificantDigitsAndPercentSign() {
    XCTAssertEqual(NumberFormat.percent(0.0123), "1.23 %")
    XCTAssertEqual(NumberFormat.percent(1), "100 %")
    XCTAssertEqual(NumberFormat.percent(-0.5), "-50 %")
    XCTAssertEqual(NumberFormat.percent(0.99999), "100 %")  // 99.999 to three significant digits
    XCTAssertEqual(NumberFormat.percent(12.3456), "1.23e+03 %")
    XCTAssertEqual(NumberFormat.percent(0.1, 2), "10 %")  // 0.1 × 100 is 10.000000000000002
    XCTAssertEqual(NumberFormat.percent(0), "0 %")
  }

  func testPercent_MissingAndNonFinite_AreDashWithoutPercentSign() {
    XCTAssertEqual(NumberFormat.percent(nil), "—")
    XCTAssertEqual(NumberFormat.percent(.nan), "—")
    XCTAssertEqual(NumberFormat.percent(.infinity), "—")
    XCTAssertEqual(NumberFormat.percent(-.infinity), "—")
  }

  func testPercent_Subnormal_IsHundredTimesTheSubnormal() {
    // 100 × 4.94e-324 = 4.94e-322, exactly 100 × the smallest subnormal (a subnormal times an integer is exact).
    XCTAssertEqual(NumberFormat.percent(smallest), "4.94e-322 %")
  }

  // MARK: signedPercent

  func testSignedPercent_AlwaysSignedTwoDecimals() {
    XCTAssertEqual(NumberFormat.signedPercent(1.25), "+1.25 %")
    XCTAssertEqual(NumberFormat.signedPercent(-3.5), "-3.50 %")
    XCTAssertEqual(NumberFormat.signedPercent(0), "+0.00 %")
    XCTAssertEqual(NumberFormat.signedPercent(-99.999), "-100.00 %")
  }

  func testSignedPercent_RoundingBoundaries_FollowTheBinaryValue() {
    XCTAssertEqual(NumberFormat.signedPercent(0.005), "+0.01 %")  // 0.005000000000000000104…
    XCTAssertEqual(NumberFormat.signedPercent(0.125), "+0.12 %")  // exact tie: to even
  }

  // MARK: shortest

  func testShortest_WholeNumbers_HaveNoTrailingPointZero() {
    XCTAssertEqual(NumberFormat.shortest(2), "2")
    XCTAssertEqual(NumberFormat.shortest(100), "100")
    XCTAssertEqual(NumberFormat.shortest(-7), "-7")
    XCTAssertEqual(NumberFormat.shortest(0), "0")
    XCTAssertEqual(NumberFormat.shortest(-0.0), "-0")
  }

  func testShortest_Fractions_AreTheShortestRoundTrip() {
    XCTAssertEqual(NumberFormat.shortest(0.1), "0.1")
    XCTAssertEqual(NumberFormat.shortest(0.1 + 0.2), "0.30000000000000004")
    XCTAssertEqual(NumberFormat.shortest(1.5), "1.5")
    XCTAssertEqual(NumberFormat.shortest(123456.789), "123456.789")
    XCTAssertEqual(NumberFormat.shortest(0.00001), "1e-05")
  }

  func testShortest_ExtremeMagnitudes_AreExponential() {
    XCTAssertEqual(NumberFormat.shortest(1e300), "1e+300")
    XCTAssertEqual(NumberFormat.shortest(largest), "1.7976931348623157e+308")
    XCTAssertEqual(NumberFormat.shortest(smallest), "5e-324")
    XCTAssertEqual(NumberFormat.shortest(-smallest), "-5e-324")
  }

  func testShortest_EveryResult_ReadsBackAsTheSameDouble() {
    for x in [0.1, 1.0 / 3, 2.0 / 3, 1e-5, 1e300, largest, smallest, Double.leastNormalMagnitude, -0.1, 1e16] {
      XCTAssertEqual(Double(NumberFormat.shortest(x))?.bitPattern, x.bitPattern, "\(x)")
    }
  }

  // MARK: timing

  func testTiming_AboutThreeSignificantFiguresInFixedNotation() {
    XCTAssertEqual(NumberFormat.timing(1234.4), "1234")  // 4 integer digits: no decimals
    XCTAssertEqual(NumberFormat.timing(100), "100")  // log10 = 2: 0 decimals
    XCTAssertEqual(NumberFormat.timing(12.345), "12.3")
    XCTAssertEqual(NumberFormat.timing(1), "1.00")  // log10 = 0: 2 decimals
    XCTAssertEqual(NumberFormat.timing(0.012345), "0.0123")
    XCTAssertEqual(NumberFormat.timing(0.001), "0.00100")
    XCTAssertEqual(NumberFormat.timing(0.0001234), "0.000123")
    XCTAssertEqual(NumberFormat.timing(-12.345), "-12.3")
  }

  func testTiming_TinyValues_StopAtSixDecimals() {
    XCTAssertEqual(NumberFormat.timing(0.00001234), "0.000012")  // would be 7 decimals
    XCTAssertEqual(NumberFormat.timing(smallest), "0.000000")
  }

  func testTiming_RoundingUp_KeepsTheDecimalsOfTheUnroundedValue() {
    XCTAssertEqual(NumberFormat.timing(999.5), "1000")  // exact tie, to even
    XCTAssertEqual(NumberFormat.timing(99.95), "100.0")  // 99.9500000000000028…: 1 decimal, chosen for 99.95
    XCTAssertEqual(NumberFormat.timing(9.9999), "10.00")
  }

  func testTiming_ZeroAndNonFinite_AreZeroAndEnDash() {
    XCTAssertEqual(NumberFormat.timing(0), "0")
    XCTAssertEqual(NumberFormat.timing(-0.0), "0")
    XCTAssertEqual(NumberFormat.timing(.nan), "–")  // U+2013 EN DASH
    XCTAssertEqual(NumberFormat.timing(.infinity), "–")
    XCTAssertEqual(NumberFormat.timing(-.infinity), "–")
    XCTAssertEqual(Array(NumberFormat.timing(.nan).unicodeScalars), ["\u{2013}"])
  }

  func testTiming_LargestFinite_IsWrittenInFull() {
    XCTAssertEqual(NumberFormat.timing(largest), largestInFull)
  }

  // MARK: general

  func testGeneral_FiniteValues_ArePrintfG() {
    XCTAssertEqual(NumberFormat.general(1.23456e-5), "1.23e-05")
    XCTAssertEqual(NumberFormat.general(0.0166666), "0.0167")
    XCTAssertEqual(NumberFormat.general(1.0 / 60, 6), "0.0166667")
    XCTAssertEqual(NumberFormat.general(-0.0), "-0")
    XCTAssertEqual(NumberFormat.general(smallest, 6), "4.94066e-324")
    XCTAssertEqual(NumberFormat.general(largest, 17), "1.7976931348623157e+308")
  }

  func testGeneral_NonFiniteValues_AreSwiftsSpelling() {
    XCTAssertEqual(NumberFormat.general(.infinity), "inf")
    XCTAssertEqual(NumberFormat.general(-.infinity), "-inf")
    XCTAssertEqual(NumberFormat.general(.nan), "nan")
  }

  // MARK: decimals

  func testDecimals_KeepsTheSignOfZero() {
    XCTAssertEqual(NumberFormat.decimals(-0.0, 2), "-0.00")
    XCTAssertEqual(NumberFormat.decimals(-0.004, 2), "-0.00")
    XCTAssertEqual(NumberFormat.decimals(0, 3), "0.000")
  }

  func testDecimals_RoundsLikePrintfF() {
    XCTAssertEqual(NumberFormat.decimals(1.0 / 3, 4), "0.3333")
    XCTAssertEqual(NumberFormat.decimals(0.125, 2), "0.12")
    XCTAssertEqual(NumberFormat.decimals(2.675, 2), "2.67")
    XCTAssertEqual(NumberFormat.decimals(-1.5, 0), "-2")
    XCTAssertEqual(NumberFormat.decimals(smallest, 6), "0.000000")
    XCTAssertEqual(NumberFormat.decimals(largest, 0), largestInFull)
  }
}
