/// The rules for a kata's id ("slim-timeline") and the module name made
/// from it ("SlimTimeline"), in one place for the manifest checks and the
/// scaffold.
enum KataID {
  /// Lower-case letters and digits in words joined by single dashes,
  /// starting with a letter.
  static func isWellFormed(_ id: String) -> Bool {
    guard let first = id.first, first.isLowercase, first.isLetter else { return false }
    let words = id.split(separator: "-", omittingEmptySubsequences: false)
    return words.allSatisfy { word in
      !word.isEmpty && word.allSatisfy { ($0.isLowercase && $0.isLetter) || $0.isNumber }
        && word.allSatisfy(\.isASCII)
    }
  }

  /// "slim-timeline" → "SlimTimeline".
  static func upperCamelCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
