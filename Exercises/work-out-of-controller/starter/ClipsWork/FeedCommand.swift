import ClipsBus
import Foundation

/// Will fetch a page of the video feed.
///
/// A sketch: the request and the parsing still live in FeedViewController.
public struct FeedCommand: NetworkCommand {
  public typealias Output = [Video]

  public var id = CommandID()
  var page = 1

  public init(page: Int = 1) {
    self.page = page
  }

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: "/feed")
  }

  func parse(_ response: NetworkResponse) throws -> [Video] {
    throw NetworkError.unreadable
  }
}
