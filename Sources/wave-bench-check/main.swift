import WaveBench

// `wave-bench check` alone, with the Swift source scanner (swift-syntax), built without wave-bench's build flags:
// the tool of the `check-springs` plugin, which SwiftPM builds from a URL dependency (it refuses a dependency's
// target with unsafe flags), and where `wave-bench check --scan` hands its run.
var environment = CommandEnvironment()
environment.sourceReader = SpringScanner.reader
CheckSpringsTool.start(environment: environment)
