/// Whether a media type matches a pattern such as "*/json", "text/*" or
/// "*/*+json": each half is compared on its own; "*" matches anything, and
/// "*+json" matches any subtype ending in "+json".
enum MediaTypePattern {
  static func matches(_ mediaType: String, pattern: String) -> Bool {
    let type = mediaType.lowercased().split(separator: "/", maxSplits: 1)
    let wanted = pattern.lowercased().split(separator: "/", maxSplits: 1)
    guard type.count == 2, wanted.count == 2 else { return false }
    return part(type[0], matches: wanted[0]) && part(type[1], matches: wanted[1])
  }

  private static func part(_ value: Substring, matches pattern: Substring) -> Bool {
    if pattern == "*" { return true }
    if pattern.hasPrefix("*") { return value.hasSuffix(pattern.dropFirst()) }
    return value == pattern
  }
}
