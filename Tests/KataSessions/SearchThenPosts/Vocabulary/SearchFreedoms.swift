import Foundation

/// The freedoms search-then-posts' brief leaves, and the form both apps
/// are compared in (the kata's NOTES list them):
///
/// - The status line's words are the learner's: the brief asks only that
///   it say "Searching..." or "Loading posts..." while that resource
///   loads, and show the resource's error beside the data. So a status
///   line is compared by what it says is loading and which errors it
///   shows, not word for word. (The driver writes the status line last.)
/// - A refresh loads the user and the posts at the same time, in either
///   order: requests sent by one action are compared as a set. (The
///   driver writes each action's requests on a line of their own.)
public enum SearchFreedoms {
  /// How the driver starts the last line of a screen, which holds its
  /// status line's words.
  public static let statusMark = "status line: "

  /// The errors a status line may show: every failure the sessions make.
  static let errors = [
    "The network connection appears to be offline.", "The server answered 500.",
    "The server answered 404.", "The user could not be read.", "The posts could not be read.",
  ]

  public static func normalized(_ part: Observation.Part) -> Observation.Part {
    if part.name == "requests" {
      guard part.text.contains("+") else { return part }
      let lines = part.text.split(separator: "\n").map {
        $0.split(separator: " + ").sorted().joined(separator: " + ")
      }
      return Observation.Part(part.name, lines.joined(separator: "\n"))
    }
    guard part.name.hasPrefix("search"), let cut = part.text.lastIndex(of: "\n"),
      part.text[cut...].dropFirst().hasPrefix(statusMark)
    else { return part }
    let status = part.text[cut...].dropFirst(statusMark.count + 1)
    return Observation.Part(part.name, part.text[...cut] + statusMark + gist(of: status))
  }

  /// The gists worked out so far: a session check reads thousands of
  /// status lines, most of them alike.
  nonisolated(unsafe) private static var gists: [Substring: String] = [:]
  /// Guards `gists`.
  private static let lock = NSLock()

  /// What a status line says is loading, and which errors it shows.
  static func gist(of status: Substring) -> String {
    if let gist = lock.withLock({ gists[status] }) { return gist }
    let gist = workOutGist(of: status)
    lock.withLock { gists[status] = gist }
    return gist
  }

  private static func workOutGist(of status: Substring) -> String {
    let text = Array(status.utf8)
    var said: [String] = []
    if contains(text, "Searching...") { said.append("searching") }
    if contains(text, "Loading posts...") { said.append("loading posts") }
    if said.isEmpty { said.append("nothing loading") }
    let shown = errors.filter { contains(text, $0) }
    said.append(shown.isEmpty ? "no error" : shown.map { "\"\($0)\"" }.joined(separator: ", "))
    return said.joined(separator: ", ") + " (in any words)"
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
