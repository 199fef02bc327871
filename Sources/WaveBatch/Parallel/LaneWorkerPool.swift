import Foundation

/// Persistent worker threads for the parallel step, woken with a condition variable: unlike Dispatch's
/// `concurrentPerform` (3 heap allocations per call on Linux, counted), a run allocates nothing.
///
/// One run at a time (the pool serializes callers with its lock); the caller runs chunk 0 itself and waits
/// for the others. The threads live as long as the process.
final class LaneWorkerPool: @unchecked Sendable {
  /// One worker per core beyond the caller's.
  static let shared = LaneWorkerPool(workers: max(0, ProcessInfo.processInfo.activeProcessorCount - 1))

  /// Threads besides the caller's.
  let workers: Int

  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let runLock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var generation = 0
  private var nextChunk = 0
  private var chunkCount = 0
  private var pending = 0
  private unowned(unsafe) var work: (any ChunkedWork)?

  private init(workers: Int) {
    self.workers = workers
    pthread_mutex_init(mutex, nil)
    pthread_mutex_init(runLock, nil)
    pthread_cond_init(wake, nil)
    pthread_cond_init(finished, nil)
    for _ in 0..<workers {
      let thread = Thread { [unowned self] in self.workerLoop() }
      thread.name = "WaveBatch worker"
      thread.start()
    }
  }

  /// Runs `work.runChunk(i)` for every `i` in `0 ..< chunks` (≥ 1) on the caller and the workers; returns when
  /// all are done.
  func run(_ work: any ChunkedWork, chunks: Int) {
    pthread_mutex_lock(runLock)
    defer { pthread_mutex_unlock(runLock) }
    pthread_mutex_lock(mutex)
    self.work = work
    chunkCount = chunks
    nextChunk = 1
    pending = chunks - 1
    generation &+= 1
    pthread_cond_broadcast(wake)
    pthread_mutex_unlock(mutex)
    work.runChunk(0)
    pthread_mutex_lock(mutex)
    while true {
      // The caller takes chunks too when there are more chunks than workers.
      runAvailableChunks()
      if pending == 0 { break }
      pthread_cond_wait(finished, mutex)
    }
    self.work = nil
    pthread_mutex_unlock(mutex)
  }

  /// Runs chunks until none is left to take, releasing the lock while each runs.
  ///
  /// Called, and returns, with `mutex` held.
  private func runAvailableChunks() {
    while nextChunk < chunkCount, let work {
      let index = nextChunk
      nextChunk += 1
      pthread_mutex_unlock(mutex)
      work.runChunk(index)
      pthread_mutex_lock(mutex)
      pending -= 1
    }
  }

  private func workerLoop() {
    var seen = 0
    pthread_mutex_lock(mutex)
    while true {
      while generation == seen { pthread_cond_wait(wake, mutex) }
      seen = generation
      runAvailableChunks()
      if pending == 0 { pthread_cond_signal(finished) }
    }
  }
}

/// Work a ``LaneWorkerPool`` can run: `runChunk(i)` for `i` in `0 ..< chunkCount`, each touching its own data.
protocol ChunkedWork: AnyObject {
  func runChunk(_ index: Int)
}
