import Foundation
import HeadlessKit
import Testing

@testable import Delegation

/// `AsyncDownloader`: the service's delegate callbacks as one awaited call.
/// What matters is that every path resumes the waiting call exactly once,
/// so each test ends with the call's result in hand, never a task that
/// waits for ever.
@MainActor
@Suite("An async download over the delegate")
struct AsyncDownloaderTests {
  let network = FakeDownloadNetwork()
  let url = URL(fileURLWithPath: "/qwinkle/example.txt")

  func makeDownloader() -> AsyncDownloader {
    AsyncDownloader(network: network, sessionIdentifier: "com.qwinkle.example", url: url)
  }

  /// Starts `download()` in a task, and returns once the call is waiting.
  func startDownload(_ downloader: AsyncDownloader) async throws -> Task<URL, any Error> {
    let task = Task { try await downloader.download() }
    for _ in 0..<100 where !network.isDownloading(url) { await Task.yield() }
    try #require(network.isDownloading(url), "download() started no download")
    return task
  }

  @Test("A finished download returns a file the caller owns")
  func returnsTheFile() async throws {
    let downloader = makeDownloader()
    let call = try await startDownload(downloader)

    network.completeDownload(of: url, with: "one\ntwo")
    let file = try await call.value
    defer { try? FileManager.default.removeItem(at: file) }

    // The service deleted its own file when the callback returned.
    #expect(try String(contentsOf: file, encoding: .utf8) == "one\ntwo")
    #expect(!downloader.isDownloading)
  }

  @Test("A failed download throws the network's error")
  func failureThrows() async throws {
    let call = try await startDownload(makeDownloader())

    network.failDownload(of: url, with: FakeDownloadNetwork.Failure.offline)

    await #expect(throws: FakeDownloadNetwork.Failure.offline) { try await call.value }
  }

  @Test("A second call while one waits is refused at once; the first still gets its file")
  func secondCallIsRefused() async throws {
    let downloader = makeDownloader()
    let first = try await startDownload(downloader)

    await #expect(throws: AsyncDownloader.Refusal.alreadyDownloading) {
      try await downloader.download()
    }
    #expect(network.runningTasks.count == 1, "the refused call started nothing")

    network.completeDownload(of: url, with: "one")
    let file = try await first.value
    try? FileManager.default.removeItem(at: file)
  }

  @Test("A cancelled call throws CancellationError and stops its download")
  func cancelStopsTheDownload() async throws {
    let downloader = makeDownloader()
    let call = try await startDownload(downloader)

    call.cancel()

    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(!network.isDownloading(url), "the cancelled download is still running")
    #expect(!downloader.isDownloading)

    // The bridge is free again: the next call downloads as usual.
    let next = try await startDownload(downloader)
    network.completeDownload(of: url, with: "again")
    let file = try await next.value
    try? FileManager.default.removeItem(at: file)
  }

  @Test("A late report of a cancelled download never ends a later call")
  func lateCancellationReport() async throws {
    let downloader = makeDownloader()
    let first = try await startDownload(downloader)
    first.cancel()
    await #expect(throws: CancellationError.self) { try await first.value }

    let second = try await startDownload(downloader)
    // As URLSession does, the network reports the cancelled task later, and
    // before anything that happens after: here, before the second file.
    network.completeDownload(of: url, with: "second")
    let file = try await second.value
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try String(contentsOf: file, encoding: .utf8) == "second")
    #expect(!downloader.isDownloading, "the second download runs for nobody")
  }

  @Test("A task cancelled before it calls never starts a download")
  func cancelledBeforeTheCall() async {
    let downloader = makeDownloader()
    let call = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await downloader.download()
    }
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(network.runningTasks.isEmpty && network.sessions.first?.tasks.isEmpty == true)
  }

  @Test("Nobody else can become the service's delegate: the bridge owns it")
  func bridgeOwnsTheService() throws {
    let downloader = makeDownloader()
    let session = try #require(network.sessions.first, "the downloader connected no session")
    let service = try #require(session.delegate as? DownloadService)
    #expect(service.delegate === downloader)
  }

  @Test("Background events arrive in one loop, which ends when the downloader goes")
  func eventsLoop() async {
    var downloader: AsyncDownloader? = makeDownloader()
    var events = downloader?.finishedEvents.makeAsyncIterator()
    network.finishEvents(forSessionIdentifier: "com.qwinkle.example")
    network.finishEvents(forSessionIdentifier: "com.qwinkle.example")

    #expect(await events?.next(isolation: MainActor.shared) == "com.qwinkle.example")
    #expect(await events?.next(isolation: MainActor.shared) == "com.qwinkle.example")

    downloader = nil
    #expect(await events?.next(isolation: MainActor.shared) == nil, "the loop should end")
  }
}
