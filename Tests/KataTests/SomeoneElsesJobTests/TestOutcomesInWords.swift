@testable import RecoveryWork

/// Outcomes said as a user would say them, for messages: a Swift dump
/// of a `Result` means nothing to a learner.
extension Outcomes {
  /// What the sender heard, in the user's words: "nothing", "a success
  /// with 2 videos", "2 outcomes: a success with \"done\", then a failure
  /// (offline)".
  var heard: String {
    let each = all.map { result in
      switch result {
      case .success(let value): "a success with \(inWords(value))"
      case .failure(let error): "a failure (\(error))"
      }
    }
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
  case let videos as [Video]: counted(videos.count, "video")
  case let messages as [Message]: counted(messages.count, "message")
  case let text as String: "\"\(text)\""
  default: "\(value)"
  }
}
