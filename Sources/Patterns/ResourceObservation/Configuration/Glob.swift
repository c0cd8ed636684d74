/// The wildcards of a `URLPattern`, matched against text one character at a
/// time: `*` is any run of characters but "/", `**/` any number of whole
/// segments, `**` any run at all; every other character is itself.
///
/// Why not split on "/" and compare segments? A segment-by-segment match
/// cannot let `**` cross a "/" in the middle of a segment ("/**.png"), and
/// it loses the empty segment of a trailing slash, so "/users/*" would
/// match "/users/ana/", a different resource.
enum Glob {
  static func matches(_ pattern: Substring, _ text: Substring) -> Bool {
    if pattern.hasPrefix("**/") {
      // No segment, or one more, then the rest.
      let rest = pattern.dropFirst(3)
      var remainder = text
      while true {
        if matches(rest, remainder) { return true }
        guard let slash = remainder.firstIndex(of: "/") else { return false }
        remainder = remainder[remainder.index(after: slash)...]
      }
    }
    if pattern == "/**" && text.isEmpty {
      return true  // "/users/**" takes in "/users" itself.
    }
    if pattern.hasPrefix("**") {
      return anyRun(of: text, then: pattern.dropFirst(2), crossingSlashes: true)
    }
    if pattern.hasPrefix("*") {
      return anyRun(of: text, then: pattern.dropFirst(), crossingSlashes: false)
    }
    guard let wanted = pattern.first else { return text.isEmpty }
    guard text.first == wanted else { return false }
    return matches(pattern.dropFirst(), text.dropFirst())
  }

  /// Whether some run at the start of `text` (maybe empty, with no "/"
  /// unless `crossingSlashes`) can be skipped so that `rest` matches what
  /// follows.
  private static func anyRun(
    of text: Substring, then rest: Substring, crossingSlashes: Bool
  ) -> Bool {
    var remainder = text
    while true {
      if matches(rest, remainder) { return true }
      guard let next = remainder.first, crossingSlashes || next != "/" else { return false }
      remainder = remainder.dropFirst()
    }
  }
}
