/// Fetches one page of the video feed, for the logged-in user.
///
/// Not journaled: it only reads, so there is nothing to finish after a
/// crash; the screen asks again when it appears.
public struct FeedCommand: NetworkCommand, UnjournaledCommand {
  public typealias Output = [Video]

  public let id: CommandID
  public let page: Int

  public init(page: Int = 1, id: CommandID = CommandID()) {
    self.id = id
    self.page = page
  }

  public func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: page == 1 ? "/feed" : "/feed?page=\(page)")
  }

  public func parse(_ response: NetworkResponse) throws -> [Video] {
    try response.decoded([Video].self)
  }
}
