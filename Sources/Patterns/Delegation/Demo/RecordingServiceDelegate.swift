import Foundation
import HeadlessKit

/// Stands between a `DownloadService` and its real delegate: writes each call
/// down, then passes it on unchanged.
///
/// That the demo can do this at all is the point of the pattern: the service
/// knows its delegate only through `DownloadServiceDelegate`, so it cannot
/// tell a recorder from a screen. Like the service, the recorder holds the
/// real delegate weakly.
@MainActor
final class RecordingServiceDelegate: DownloadServiceDelegate {
  private weak var delegate: (any DownloadServiceDelegate)?
  private let calls: CallRecorder

  init(passingTo delegate: any DownloadServiceDelegate, trace: Trace) {
    self.delegate = delegate
    calls = CallRecorder("DownloadService", calling: delegate, into: trace)
  }

  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL, to location: URL?,
    error: (any Error)?
  ) {
    calls.record("didFinishDownloading")
    delegate?.downloadService(service, didFinishDownloading: url, to: location, error: error)
  }

  func downloadService(
    _ service: DownloadService, didFinishEventsForSessionIdentifier identifier: String
  ) {
    calls.record("didFinishEvents")
    delegate?.downloadService(service, didFinishEventsForSessionIdentifier: identifier)
  }
}
