import Foundation

/// The freedoms search-then-posts' brief leaves, and the form both apps
/// are compared in (the kata's NOTES list them):
///
/// - The status line's words are the learner's: the brief asks only that
///   it say "Searching..." or "Loading posts..." while that resource
///   loads, and show the resource's error beside the data. So a status
///   line is compared by what it says is loading and which errors it
///   shows, not word for word. (The driver writes the status line last.)
///   Free words are still words a user reads: a count of posts that does
///   not agree with its noun ("1 posts", "3 post") is shown as it is.
/// - A refresh loads the user and the posts at the same time, in either
///   order: requests sent by one action are compared as a set. (The
///   driver writes each action's requests in a part of their own.)
public enum SearchFreedoms {
  /// How the driver starts the last line of a screen, which holds its
  /// status line's words.
  public static let statusMark = "status: "

  /// The errors a status line may show: every failure the sessions make.
  static let errors = [
    "The network connection appears to be offline.", "The server answered 500.",
    "The server answered 404.", "The user could not be read.", "The posts could not be read.",
  ]

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    let form = part.name.hasPrefix("requests") ? 1 : part.name.hasPrefix("search") ? 2 : 0
    guard form != 0 else { return part }
    let key = "\(form)" + part.text
    if let text = lock.withLock({ forms[key] }) { return Observation.Part(part.name, text) }
    let text = form == 1 ? requestsInAnyOrder(part.text) : statusInAnyWords(part.text)
    lock.withLock {
      if forms.count > 4096 { forms.removeAll() }
      forms[key] = text
    }
    return Observation.Part(part.name, text)
  }

  /// Requests sent together ("a + b"), in an order of their own.
  private static func requestsInAnyOrder(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "+")) else { return text }
    return text.split(separator: "+").map { $0.trimmingSpaces }.sorted().joined(separator: " + ")
  }

  /// A screen whose last line, the status line, says only what is loading
  /// and which errors it shows.
  private static func statusInAnyWords(_ text: String) -> String {
    guard let cut = text.lastIndex(of: "\n"), text[cut...].dropFirst().hasPrefix(statusMark)
    else { return text }
    let status = text[cut...].dropFirst(statusMark.count + 1)
    return text[...cut] + "status says: " + gist(of: status)
  }

  /// The forms worked out so far, by text: a session check compares
  /// thousands of parts, most of them seen before (the same screen after
  /// another action, the same requests after another answer).
  nonisolated(unsafe) private static var forms: [String: String] = [:]
  /// Guards `forms`.
  private static let lock = NSLock()

  /// What a status line says is loading, and which errors it shows.
  static func gist(of status: Substring) -> String {
    let text = Array(status.utf8)
    var said: [String] = []
    if contains(text, "Searching...") { said.append("searching") }
    if contains(text, "Loading posts...") { said.append("loading posts") }
    if said.isEmpty { said.append("nothing loading") }
    let shown = errors.filter { contains(text, $0) }
    said.append(shown.isEmpty ? "no error" : shown.map { "\"\($0)\"" }.joined(separator: ", "))
    said += miscounted(in: status)
    return said.joined(separator: "; ")
  }

  /// Counts of posts whose noun does not agree with them: "1 posts",
  /// "2 post". Whatever words a status line uses, a user reads these as
  /// wrong.
  static func miscounted(in status: Substring) -> [String] {
    guard status.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return [] }
    let words = status.split { !$0.isLetter && !$0.isNumber }
    return zip(words, words.dropFirst()).compactMap { count, noun in
      guard let number = Int(count), noun == "post" || noun == "posts",
        (number == 1) != (noun == "post")
      else { return nil }
      return "says \"\(number) \(noun)\""
    }
  }

  /// Whether `text` holds `words`: byte by byte, as the sessions compare
  /// thousands of status lines and the library's searches are slower.
  private static func contains(_ text: [UInt8], _ words: String) -> Bool {
    let words = Array(words.utf8)
    guard words.count <= text.count else { return false }
    return (0...(text.count - words.count)).contains { start in
      text[start..<start + words.count].elementsEqual(words)
    }
  }
}

extension Substring {
  /// Without the spaces at either end.
  fileprivate var trimmingSpaces: Substring {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " })
    else { return "" }
    return self[first...last]
  }
}
