import Foundation

/// Fetches a page of the video feed.
struct FeedCommand: NetworkCommand {
  typealias Output = [Video]

  var id = CommandID()
  var page = 1

  func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: page == 1 ? "/feed" : "/feed?page=\(page)")
  }

  func parse(_ response: NetworkResponse) throws -> [Video] {
    if response.status >= 500 { throw NetworkError.server(status: response.status) }
    guard response.status == 200,
      let videos = try? JSONDecoder().decode([Video].self, from: response.body)
    else { throw NetworkError.unreadable }
    return videos
  }
}
