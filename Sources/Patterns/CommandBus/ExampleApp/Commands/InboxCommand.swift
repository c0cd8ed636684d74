/// Fetches the user's messages. Not journaled: a read.
public struct InboxCommand: NetworkCommand, UnjournaledCommand {
  public typealias Output = [Message]

  public let id: CommandID

  public init(id: CommandID = CommandID()) {
    self.id = id
  }

  public func makeRequest() throws -> NetworkRequest {
    NetworkRequest(path: "/inbox")
  }

  public func parse(_ response: NetworkResponse) throws -> [Message] {
    try response.decoded([Message].self)
  }
}
