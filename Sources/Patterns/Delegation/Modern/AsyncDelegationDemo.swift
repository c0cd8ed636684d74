import Foundation
import HeadlessKit

/// The same service, awaited: `download()` suspends until the service's
/// delegate callback resumes it, on every path.
///
/// 1. A call waits; a second call meanwhile is turned away at once.
/// 2. The server answers: the waiting call gets its file.
/// 3. The download fails: the call throws the network's error.
/// 4. The waiting task is cancelled: the download stops, the call throws.
/// 5. Background events, which come again and again, arrive in a loop.
///
/// Each call runs in a task of its own, as in an app. The demo lets the
/// main actor run until that task is waiting before the network answers,
/// so every run prints the same lines.
@MainActor
public enum AsyncDelegationDemo {
  static let url = URL(fileURLWithPath: "/qwinkle/timeline.txt")
  static let identifier = "com.qwinkle.timeline"

  public static func run() async -> Trace {
    let trace = Trace()
    let network = FakeDownloadNetwork()
    let downloader = AsyncDownloader(
      network: network, sessionIdentifier: identifier, url: url)

    trace.note("A task awaits downloader.download(): the service starts, the task waits.")
    let first = await call(downloader, trace: trace)
    trace.note("A second call while the first waits is refused at once.")
    await record(Task { try await downloader.download() }, as: "second call", in: trace)
    trace.note("The server answers; the delegate callback resumes the first call.")
    network.completeDownload(of: url, with: "ana: hi\nbo: yo")
    await record(first, as: "first call", in: trace)

    trace.note("The next download fails: the same callback resumes with the error.")
    let failing = await call(downloader, trace: trace)
    network.failDownload(of: url)
    await record(failing, as: "call", in: trace)

    trace.note("A waiting task is cancelled: the bridge stops the download itself.")
    let cancelled = await call(downloader, trace: trace)
    cancelled.cancel()
    await record(cancelled, as: "cancelled call", in: trace)
    trace.record("network", "still downloading: \(network.isDownloading(url))")

    trace.note("The system delivers background events twice; one loop reads both.")
    var events = downloader.finishedEvents.makeAsyncIterator()
    for _ in 1...2 {
      network.finishEvents(forSessionIdentifier: identifier)
      let identifier = await events.next(isolation: MainActor.shared) ?? "nothing"
      trace.record("for await", "events finished for \(identifier)")
    }
    return trace
  }

  /// Starts `download()` in a task and returns once that task is waiting.
  private static func call(
    _ downloader: AsyncDownloader, trace: Trace
  ) async -> Task<URL, any Error> {
    let task = Task { try await downloader.download() }
    for _ in 0..<100 where !downloader.isDownloading { await Task.yield() }
    trace.record("await", "download() is waiting: \(downloader.isDownloading)")
    return task
  }

  /// Awaits `task` and writes down how its call ended.
  private static func record(_ task: Task<URL, any Error>, as name: String, in trace: Trace) async {
    switch await task.result {
    case .success(let file):
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: file)
      let lines = text.split(separator: "\n").count
      trace.record("await", "\(name) returned a file of \(lines) posts")
    case .failure(let error as AsyncDownloader.Refusal):
      trace.record("await", "\(name) threw \(error) at once")
    case .failure(let error as CancellationError):
      trace.record("await", "\(name) threw \(type(of: error))")
    case .failure(let error):
      trace.record("await", "\(name) threw: \(error)")
    }
  }
}
