import Foundation

/// The bridge's other half: the service's delegate callbacks, turned into
/// the one resume the waiting call needs, and into the events loop.
extension AsyncDownloader: DownloadServiceDelegate {
  /// Success, failure, and the odd report with neither a file nor an error
  /// each resume the waiting call: no path leaves it waiting.
  ///
  /// The service deletes the file once this call returns (as URLSession
  /// does), and the caller reads it later, after a hop: so the file moves
  /// first, to a place only the caller knows.
  public func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL, to location: URL?,
    error: (any Error)?
  ) {
    if let error {
      finish(with: .failure(error))
    } else if let location {
      finish(with: Result { try Self.moveToCaller(location) })
    } else {
      finish(with: .failure(URLError(.cannotOpenFile)))
    }
  }

  public func downloadService(
    _ service: DownloadService, didFinishEventsForSessionIdentifier identifier: String
  ) {
    deliverFinishedEvents(for: identifier)
  }

  private static func moveToCaller(_ location: URL) throws -> URL {
    let destination = location.deletingLastPathComponent()
      .appendingPathComponent(UUID().uuidString + ".yours")
    try FileManager.default.moveItem(at: location, to: destination)
    return destination
  }
}
