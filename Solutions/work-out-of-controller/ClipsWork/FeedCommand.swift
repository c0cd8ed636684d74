import ClipsBus
import Foundation

/// Fetches a page of the video feed.
public struct FeedCommand: NetworkCommand {
  public typealias Output = [Video]

  public var id = CommandID()
  var page = 1

  public init(page: Int = 1) {
    self.page = page
  }

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: page == 1 ? "/feed" : "/feed?page=\(page)")
  }

  func parse(_ response: NetworkResponse) throws -> [Video] {
    guard response.status == 200,
      let videos = try? JSONDecoder().decode([Video].self, from: response.body)
    else { throw NetworkError.unreadable }
    return videos
  }
}
