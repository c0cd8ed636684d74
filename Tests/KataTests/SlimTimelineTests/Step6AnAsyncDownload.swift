import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

@Suite("6. An async download() over the service returns or throws, once, every time")
@MainActor
struct Step6 {
  let network = FakeDownloadNetwork()

  func makeDownloader() -> AsyncDownloader {
    AsyncDownloader(network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)
  }

  /// How one `download()` call ended, once it has returned or thrown; nil
  /// while it is still waiting.
  @MainActor
  final class Outcome {
    var result: Result<URL, any Error>?

    var file: URL? { try? result?.get() }
    var error: (any Error)? {
      guard case .failure(let error) = result else { return nil }
      return error
    }
  }

  /// Calls `download()` in a task of its own, as an app would, and lets
  /// that task run until it waits for the network (or has ended).
  func startDownload(_ downloader: AsyncDownloader) async -> Outcome {
    let outcome = Outcome()
    Task {
      do {
        outcome.result = .success(try await downloader.download())
      } catch {
        outcome.result = .failure(error)
      }
    }
    await letTasksRun(until: { network.isDownloading(exampleURL) || outcome.result != nil })
    return outcome
  }

  /// Lets the tasks queued on the main actor run, a bounded number of
  /// turns, until `condition` holds. A call that never ends leaves the
  /// condition false: the test then fails instead of waiting for ever.
  /// A right answer stops the turns at once, so the bound is generous: it
  /// costs only a call that never ends, and keeps a busy machine from
  /// failing a right one.
  func letTasksRun(until condition: () -> Bool) async {
    for _ in 0..<20_000 where !condition() { await Task.yield() }
  }

  @Test("download() waits for the download, then returns the downloaded file")
  func returnsTheFile() async throws {
    let outcome = await startDownload(makeDownloader())
    #expect(
      outcome.result == nil,
      """
      download() ended before any download finished (it \
      \(outcome.error.map { "threw \($0)" } ?? "returned")). It should start its \
      DownloadService and wait, in withCheckedThrowingContinuation, until the \
      service's delegate callback resumes it.
      """)
    try #require(
      network.completeDownload(of: exampleURL, with: "one\ntwo"),
      """
      download() started no download of its URL. Give AsyncDownloader a DownloadService \
      of its own (made in init with the same network, identifier and URL), and call its \
      start() inside the continuation's closure.
      """)

    await letTasksRun(until: { outcome.result != nil })
    let file = try #require(
      outcome.file,
      outcome.result == nil
        ? """
        The download finished, but download() never returned: the waiting continuation \
        was never resumed, so its caller would wait for ever. In the delegate method \
        downloadService(_:didFinishDownloading:to:error:), resume it with the location.
        """
        : """
        The download finished, but download() threw \(outcome.error.map { "\($0)" } ?? "") \
        instead of returning the file.
        """)
    #expect(
      (try? String(contentsOf: file, encoding: .utf8)) == "one\ntwo",
      """
      download() returned \(file.path), which does not hold the downloaded text. Return \
      the location the service's delegate callback gives.
      """)
  }

  @Test("download() goes through your DownloadService, as its delegate")
  func goesThroughTheService() async throws {
    let downloader = makeDownloader()
    _ = await startDownload(downloader)

    let session = try #require(
      network.sessions.first, "download() made no download session: see the test above.")
    let service = try #require(
      asDownloadService(session.delegate),
      """
      The download session reports to \(className(of: session.delegate)), not to a \
      DownloadService: AsyncDownloader should sit on top of the service you wrote, not \
      beside it with a session of its own.
      """)
    #expect(
      service.delegate === downloader,
      """
      The DownloadService that downloads has \(className(of: service.delegate)) as its \
      delegate, not the AsyncDownloader: the bridge should hear the news through the \
      delegate protocol (set service.delegate = self in init), not through a closure or \
      another side door.
      """)
  }

  @Test("A failed download makes download() throw the network's error")
  func failureThrows() async throws {
    let outcome = await startDownload(makeDownloader())
    try #require(
      network.failDownload(of: exampleURL, with: FakeDownloadNetwork.Failure.offline),
      "download() started no download of its URL: see the first test of this step.")

    await letTasksRun(until: { outcome.result != nil })
    #expect(
      outcome.result != nil,
      """
      The download failed, and download() is still waiting: nothing resumed its \
      continuation, so a caller would wait for ever. Resume it on failure too, throwing \
      the error the delegate callback gives.
      """)
    #expect(
      outcome.error as? FakeDownloadNetwork.Failure == .offline,
      """
      After a failed download, download() should throw the network's error unchanged \
      (offline), but it \(outcome.file == nil ? "threw \(outcome.error.map { "\($0)" } ?? "nothing")" : "returned a file").
      """)
  }

  @Test("A second call while one waits is refused at once, and the first still gets its file")
  func secondCallIsRefused() async throws {
    let downloader = makeDownloader()
    let first = await startDownload(downloader)
    try #require(
      network.isDownloading(exampleURL),
      "download() started no download of its URL: see the first test of this step.")

    let second = await startDownload(downloader)
    await letTasksRun(until: { second.result != nil })
    #expect(
      second.error as? AsyncDownloader.Refusal == .alreadyDownloading,
      """
      A second download() while the first was waiting should throw \
      Refusal.alreadyDownloading at once, but it \
      \(second.result == nil ? "is waiting too" : "ended another way"). Keep one waiting \
      continuation: if there is one already, throw before starting anything.
      """)
    #expect(
      network.runningTasks.count == 1,
      "The refused call started a download of its own: it should start nothing.")

    network.completeDownload(of: exampleURL, with: "one")
    await letTasksRun(until: { first.result != nil })
    #expect(
      first.file != nil,
      """
      After the second call, the first call never got its file: its continuation was \
      replaced by the second one and never resumed, so it would wait for ever. Refuse \
      the second call instead of storing its continuation over the first.
      """)
  }

  @Test("Once a call has ended, the next one downloads again")
  func callsOneAfterAnother() async throws {
    let downloader = makeDownloader()
    let first = await startDownload(downloader)
    try #require(
      network.failDownload(of: exampleURL),
      "download() started no download of its URL: see the first test of this step.")
    await letTasksRun(until: { first.result != nil })

    let second = await startDownload(downloader)
    #expect(
      network.isDownloading(exampleURL),
      """
      After the first call ended, a second download() started no download (it \
      \(second.error.map { "threw \($0)" } ?? "did nothing")). Once the waiting \
      continuation is resumed, forget it (set it to nil), so the next call is free to start.
      """)
    network.completeDownload(of: exampleURL, with: "two")
    await letTasksRun(until: { second.result != nil })
    #expect(second.file != nil, "The second call never got its file.")
  }
}
