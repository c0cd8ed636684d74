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
    /// The task that made the call: cancelling it cancels the call.
    var task: Task<Void, Never>?
    /// Jobs that ran on the main actor, in order: the call's end writes
    /// "ended" here, and a test may queue jobs that write their own line.
    var log: [String] = []

    var file: URL? { try? result?.get() }
    var error: (any Error)? {
      guard case .failure(let error) = result else { return nil }
      return error
    }
    /// How the call ended, in words, for messages.
    var ending: String {
      switch result {
      case nil: "is still waiting"
      case .success?: "returned a file"
      case .failure(let error)?: "threw \"\(error)\""
      }
    }
  }

  /// Calls `download()` in a task of its own, as an app would, and lets
  /// that task run until it waits for the network (or has ended). Each
  /// test cancels its calls when it is done, so none is left waiting.
  func startDownload(_ downloader: AsyncDownloader) async -> Outcome {
    let outcome = Outcome()
    outcome.task = Task {
      do {
        outcome.result = .success(try await downloader.download())
      } catch {
        outcome.result = .failure(error)
      }
      outcome.log.append("ended")
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
    defer { outcome.task?.cancel() }
    #expect(
      outcome.result == nil,
      """
      download() \(outcome.ending) before any download had finished. A call should \
      wait until its download is over. Look at how download() waits.
      """)
    try #require(
      network.completeDownload(of: exampleURL, with: "one\ntwo"),
      """
      download() started no download of the downloader's URL. Look at what \
      AsyncDownloader is built on, and at what download() asks it to do.
      """)

    await letTasksRun(until: { outcome.result != nil })
    let file = try #require(
      outcome.file,
      """
      The download finished, and download() \(outcome.ending) instead of returning the \
      file. A waiting call must be woken when its download is over, or its caller \
      waits for ever. Look at what AsyncDownloader does when it hears the download \
      finished.
      """)
    #expect(
      (try? String(contentsOf: file, encoding: .utf8)) == "one\ntwo",
      """
      download() returned \(file.path), which does not hold the downloaded text. It \
      should return the file the download brought.
      """)
  }

  @Test("download() goes through your DownloadService, as its delegate")
  func goesThroughTheService() async throws {
    let downloader = makeDownloader()
    let outcome = await startDownload(downloader)
    defer { outcome.task?.cancel() }

    let session = try #require(
      network.sessions.first, "download() made no download session: see the test above.")
    let service = try #require(
      asDownloadService(session.delegate),
      """
      The download session reports to \(className(of: session.delegate)), not to a \
      DownloadService: the async download lives beside the service you wrote instead \
      of on top of it. Look at what AsyncDownloader owns.
      """)
    #expect(
      service.delegate === downloader,
      """
      The DownloadService that downloads has \(className(of: service.delegate)) as its \
      delegate, not the AsyncDownloader: the bridge hears the news some other way (a \
      closure, a side door) than the protocol every other owner of the service uses.
      """)
  }
}
