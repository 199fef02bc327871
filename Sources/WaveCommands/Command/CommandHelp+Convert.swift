import WaveConventions

extension CommandHelp {
  package static let convert = Entry(
    "convert",
    abstract: "Read a spring in one engine's words and write it in every engine's, with the line of code.",
    discussion: """
      SPRING is ENGINE:key=value,… with the API's own labels (true/false for a
      Boolean), or Wave's ζ:response, ζ:k=stiffness[:m=mass]. Engines:
      \(SpringEngine.allCases.map(\.rawValue).joined(separator: ", ")).
      Prints the physical spring m·x'' = −k·(x − target) − c·x' (mass, stiffness,
      damping coefficient, damping ratio, undamped period), then each engine's
      parameters and line of code: `lossy` with the reason where the engine cannot
      build the same spring (no mass, Float storage). Then the other engines that
      take the same labels, and what they build from the same numbers. Last, what
      each engine with a model in `wave-bench integrators` displays at 60 and
      120 Hz over --travel points from rest (default 1000): when it comes to rest
      on the target, and its largest distance from the exact spring.

      JSON keys: input, physical {mass, stiffness, damping, dampingRatio, period},
      conventions {ENGINE: {parameters…, code, lossy, reason}}, sameWords [{engine,
      mass, stiffness, damping, dampingRatio, period, sameSpring}], display {travel,
      horizon, engines [{engine, model, rates [{fps, endTime, largestDistance}]}]}.

      Exit status: 0, or 64 for a spring the engine refuses.

      Examples:
        wave-bench convert swiftui:duration=0.5,bounce=0.3
        wave-bench convert react-spring:tension=40,friction=7 --format json
        wave-bench convert 0.7:0.5 --travel 300
      """)
}
