import Foundation
import HeadlessKit

@testable import Delegation

/// A `DownloadServiceDelegate` that writes down every call it gets, and what
/// the downloaded file held at the moment it was told (the service removes
/// the file once the call returns).
@MainActor
final class SpyServiceDelegate: DownloadServiceDelegate {
  struct Finished {
    let url: URL
    let location: URL?
    let error: (any Error)?
    let contents: String?
  }

  private(set) var finished: [Finished] = []
  private(set) var finishedEvents: [String] = []

  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL, to location: URL?,
    error: (any Error)?
  ) {
    let contents = location.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    finished.append(Finished(url: url, location: location, error: error, contents: contents))
  }

  func downloadService(
    _ service: DownloadService, didFinishEventsForSessionIdentifier identifier: String
  ) {
    finishedEvents.append(identifier)
  }
}

/// The labels of the stored properties of `object` that hold a network or a
/// session: what a screen should leave to its `DownloadService`.
@MainActor
func transportProperties(of object: AnyObject) -> [String] {
  Mirror(reflecting: object).children.compactMap { child in
    let type = String(describing: type(of: child.value))
    let isTransport =
      child.value is any DownloadNetwork || child.value is DownloadSession
      || type.contains("DownloadNetwork") || type.contains("DownloadSession")
    return isTransport ? child.label ?? "?" : nil
  }
}
