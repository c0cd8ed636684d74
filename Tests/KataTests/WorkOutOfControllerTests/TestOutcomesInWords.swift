@testable import ClipsWork

/// Outcomes said as a user would say them, for messages: a Swift dump
/// of a `Result` means nothing to a learner.
extension Outcomes {
  /// What the sender heard, in the user's words: "nothing", "a success
  /// with 1 video and 0 messages", "2 outcomes: a success with ana's
  /// session, then a failure (offline)".
  var heard: String {
    let each = all.map { said($0) }
    switch each.count {
    case 0: return "nothing"
    case 1: return each[0]
    default: return "\(each.count) outcomes: " + each.joined(separator: ", then ")
    }
  }
}

/// A command's output as a user would say it.
func inWords(_ value: Any) -> String {
  switch value {
  case let everything as Everything:
    "\(counted(everything.feed.count, "video")) and "
      + counted(everything.inbox.count, "message")
  case let videos as [Video]: counted(videos.count, "video")
  case let messages as [Message]: counted(messages.count, "message")
  case let session as UserSession: "\(session.name)'s session"
  case let text as String: "\"\(text)\""
  default: "\(value)"
  }
}

/// One outcome in the user's words: "a success with ana's session", "a
/// failure (offline)".
func said<Output>(_ outcome: Result<Output, any Error>) -> String {
  switch outcome {
  case .success(let value): "a success with \(inWords(value))"
  case .failure(let error): "a failure (\(error))"
  }
}
