import Foundation
import HeadlessKit
import Testing

@testable import Delegation

@MainActor
@Suite("DownloadService: downloads for any screen and tells its delegate")
struct DownloadServiceTests {
  private let network = FakeDownloadNetwork()
  private let url = URL(fileURLWithPath: "/qwinkle/timeline.txt")

  private func makeService(identifier: String = "test.session") -> DownloadService {
    DownloadService(network: network, sessionIdentifier: identifier, url: url)
  }

  @Test("connect() makes one background session, named, with the service as its delegate")
  func connectMakesOneSession() {
    let service = makeService()

    service.connect()
    service.connect()

    #expect(network.sessions.count == 1)
    #expect(network.sessions.first?.configuration.identifier == "test.session")
    #expect(network.sessions.first?.delegate === service)
  }

  @Test("start() after connect() runs a download of the service's URL")
  func startRunsADownload() {
    let service = makeService()

    service.connect()
    service.start()

    #expect(network.runningTasks.map(\.originalURL) == [url])
  }

  @Test("start() without connect() connects first")
  func startConnectsFirst() {
    let service = makeService()

    service.start()

    #expect(network.sessions.count == 1)
    #expect(network.isDownloading(url))
  }

  @Test("A finished download is reported once, with the URL and a readable file")
  func reportsSuccessOnce() throws {
    let service = makeService()
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.start()

    #expect(network.completeDownload(of: url, with: "one\ntwo"))

    #expect(spy.finished.count == 1)
    let report = try #require(spy.finished.first)
    #expect(report.url == url)
    #expect(report.location != nil)
    #expect(report.error == nil)
    #expect(report.contents == "one\ntwo")
  }

  @Test("The downloaded file is removed once the delegate has been told")
  func removesTheFileAfterwards() throws {
    let service = makeService()
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.start()

    network.completeDownload(of: url, with: "one")

    let location = try #require(spy.finished.first?.location)
    #expect(!FileManager.default.fileExists(atPath: location.path))
  }

  @Test("A failed download is reported once, with the error and no file")
  func reportsFailure() throws {
    let service = makeService()
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.start()

    #expect(network.failDownload(of: url, with: FakeDownloadNetwork.Failure.offline))

    #expect(spy.finished.count == 1)
    let report = try #require(spy.finished.first)
    #expect(report.url == url)
    #expect(report.location == nil)
    #expect(report.error as? FakeDownloadNetwork.Failure == .offline)
  }

  @Test("Each start() is its own download, reported on its own")
  func twoDownloads() {
    let service = makeService()
    let spy = SpyServiceDelegate()
    service.delegate = spy

    service.start()
    network.completeDownload(of: url, with: "first")
    service.start()
    network.completeDownload(of: url, with: "second")

    #expect(spy.finished.map(\.contents) == ["first", "second"])
    #expect(network.sessions.count == 1)
  }

  @Test("The delegate is told when the background session has delivered every event")
  func reportsFinishedEvents() {
    let service = makeService(identifier: "com.qwinkle.timeline")
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.connect()

    #expect(network.finishEvents(forSessionIdentifier: "com.qwinkle.timeline"))

    #expect(spy.finishedEvents == ["com.qwinkle.timeline"])
  }

  @Test("The service works with no application at all")
  func needsNoApplication() {
    // Nothing here creates an Application or sets a delegate on the shared one.
    let service = makeService()
    let spy = SpyServiceDelegate()
    service.delegate = spy

    service.start()
    network.completeDownload(of: url, with: "one")
    network.finishEvents(forSessionIdentifier: "test.session")

    #expect(spy.finished.count == 1)
    #expect(spy.finishedEvents == ["test.session"])
  }

  @Test("The service holds its delegate weakly")
  func delegateIsWeak() {
    let service = makeService()
    weak var weakSpy: SpyServiceDelegate?
    do {
      let spy = SpyServiceDelegate()
      weakSpy = spy
      service.delegate = spy
    }

    #expect(weakSpy == nil)
    #expect(service.delegate == nil)
  }

  @Test("A download that finishes after its delegate has gone tells nobody and crashes nothing")
  func delegateGoneMidDownload() {
    let service = makeService()
    do {
      let spy = SpyServiceDelegate()
      service.delegate = spy
      service.start()
    }

    #expect(network.completeDownload(of: url, with: "late"))
    #expect(network.finishEvents(forSessionIdentifier: "test.session"))
  }
}
