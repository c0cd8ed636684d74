/// Likes a video. A write, so it is journaled: a like tapped just before the
/// app was killed is sent at the next launch, once.
///
/// The handler sends the command's identifier with the request (as an
/// idempotency key), so even a like that reached the server just before a
/// crash is counted once when it is replayed.
public struct LikeCommand: NetworkCommand {
  public typealias Output = Int

  public let id: CommandID
  public let videoID: Int

  public init(videoID: Int, id: CommandID = CommandID()) {
    self.id = id
    self.videoID = videoID
  }

  public func makeRequest() throws -> NetworkRequest {
    NetworkRequest(method: "POST", path: "/videos/\(videoID)/like")
  }

  /// The video's like count after this like.
  public func parse(_ response: NetworkResponse) throws -> Int {
    guard let likes = Int(String(decoding: response.body, as: UTF8.self)) else {
      throw NetworkError.unreadable("expected a like count")
    }
    return likes
  }
}
