import Foundation

/// Will fetch a page of the video feed.
///
/// A sketch: the request and the parsing still live in FeedViewController.
struct FeedCommand: NetworkCommand {
  typealias Output = [Video]

  var id = CommandID()
  var page = 1

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: "/feed")
  }

  func parse(_ response: NetworkResponse) throws -> [Video] {
    throw NetworkError.unreadable
  }
}
