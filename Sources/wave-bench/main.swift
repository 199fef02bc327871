import WaveBench

// Every command; perf and the gate step the batch paths compiled for WAVEBENCH_CPU.
var environment = CommandEnvironment()
environment.batchCompilation = WideBatchPaths.compilation
WaveBenchCommand.start(environment: environment)
