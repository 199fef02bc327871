/// Work a ``LaneWorkerPool`` can run: `runChunk(i)` for `i` in `0 ..< chunkCount`, each touching its own data.
protocol ChunkJob: AnyObject {
  func runChunk(_ index: Int)
}
