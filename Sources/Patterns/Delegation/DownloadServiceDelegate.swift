import Foundation

/// What a `DownloadService` tells the object that uses it.
///
/// This protocol is the whole of what the service knows about its delegate.
/// It never learns the delegate's class, so the timeline screen, the private
/// messages screen or a test's spy can all sit behind it, and the service
/// needs no change for any of them.
///
/// Both methods are required: a screen that downloads in the background has
/// to answer both questions, and the compiler should say so.
@MainActor
public protocol DownloadServiceDelegate: AnyObject {
  /// The download of `url` is over.
  ///
  /// On success `location` is the downloaded file and `error` is nil. On
  /// failure `location` is nil and `error` says why. The file is only there
  /// for the length of this call, as with `URLSession`: read it or move it
  /// before returning.
  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL, to location: URL?,
    error: (any Error)?)

  /// The background session named `identifier` has handed over every event it
  /// had queued. A screen that was given the system's completion handler for
  /// this session calls it now, so the system may suspend the app again.
  func downloadService(
    _ service: DownloadService, didFinishEventsForSessionIdentifier identifier: String)
}
