import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One build of the C math library for every machine, so that a report's numbers do not depend on the CPU.
///
/// glibc ships several builds of `exp`, `log`, `pow`, `sin`, `cos` (…) on x86-64 and picks one per CPU when a
/// program starts: on a CPU with FMA and AVX2 a build whose multiply-adds are fused, elsewhere the baseline
/// (SSE2) build. Both are accurate to about half an ulp, but for some arguments they differ in the last bit.
/// Through the closed form, and through `pow` inside GSL's step-size control (where one changed bit changes an
/// adaptive solver's whole step sequence), that last bit reaches 239 numbers of accuracy.json: the suite on a
/// machine with FMA and AVX2 and the suite with those builds switched off write different files.
///
/// ``pin()`` makes every run use the baseline build: the process executes itself again, once, with
/// ``tunable`` added to `GLIBC_TUNABLES` (glibc ≥ 2.33 feature names; a name glibc does not know is ignored).
/// The same idea as Intel MKL's conditional numerical reproducibility (`MKL_CBWR=COMPATIBLE`): one code path
/// for every CPU, bought with a little speed. Measured with the suite: pinned on this machine (FMA, AVX2) and
/// pinned with every feature from SSSE3 up also switched off write byte-identical reports. The engine's step
/// itself uses no function with several builds that changes its values: 900 runs of `trajectory`
/// (`euler`, `propagator`) give the same bytes either way; only the closed form (`exact`) differs.
///
/// Commands that time the machine (`perf`, `gate`, `integrator-cost`) are not pinned: they measure the
/// machine as programs run on it, `memcpy`'s AVX2 build included.
package enum ReproducibleMath {
  /// The environment variable glibc reads its tunables from, at start-up only.
  package static let variable = "GLIBC_TUNABLES"

  /// The tunable that switches off the FMA, AVX2 and FMA4 builds: glibc's libm then runs its baseline build on every
  /// x86-64 CPU.
  ///
  /// Builds that only re-encode the same operations (AVX, SSE4.1) give the same values and stay on.
  static let tunable = "glibc.cpu.hwcaps=-AVX2,-FMA,-FMA4"

  /// Whether this process runs with ``tunable`` (set before it started).
  static var isPinned: Bool {
    ProcessInfo.processInfo.environment[variable]?.contains(tunable) ?? false
  }

  /// Which math library build this process computes with, as the report's `machine` block records it.
  package static var codePath: String {
    #if os(Linux)
    isPinned ? "glibc baseline build (\(tunable))" : "glibc build chosen by the CPU"
    #elseif canImport(Darwin)
    "Apple libm"
    #else
    "the platform's libm"
    #endif
  }

  /// Executes this program again with ``tunable`` added to `GLIBC_TUNABLES`, unless it is there already.
  ///
  /// Call it first thing in `main`, before any thread, file or signal handler exists. On Linux it returns
  /// only when the process is pinned already or when `execv(2)` of `/proc/self/exe` failed (then the run goes
  /// on unpinned, and ``codePath`` says so); elsewhere it does nothing.
  package static func pin() {
    #if os(Linux)
    guard !isPinned else { return }
    let previous = ProcessInfo.processInfo.environment[variable]
    let value = previous.map { $0.isEmpty ? tunable : "\($0):\(tunable)" } ?? tunable
    guard setenv(variable, value, 1) == 0 else { return }
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    // Only reached when execv failed: restore the environment so that isPinned tells the truth.
    if let previous { setenv(variable, previous, 1) } else { unsetenv(variable) }
    #endif
  }
}
