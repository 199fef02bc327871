import WaveBench

// Every command; perf and the gate step the batch paths compiled for WAVEBENCH_CPU.
WaveBenchCommand.start { WideBatchPaths.install() }
