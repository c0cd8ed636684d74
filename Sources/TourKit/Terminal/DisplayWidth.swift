/// How many columns text takes on a terminal, and how to cut or pad it to a
/// width without breaking a character.
///
/// A Swift `Character` is what a reader sees as one letter, but not one
/// column: 王 and 👍 take two, a combining accent takes none (é written as
/// e and U+0301 is one Character of one column). Counting Characters, or
/// worse UTF-16 units as Foundation's `padding(toLength:)` does, shifts a
/// table's columns and can cut an emoji in half, which prints as U+FFFD.
/// So width is worked out per Character, from its scalars, and text is only
/// ever cut between Characters.
enum DisplayWidth {
  /// The columns `text` takes.
  static func of<Text: StringProtocol>(_ text: Text) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns one Character takes: 2 for an emoji shown as a picture or
  /// an East Asian wide letter, 0 for marks that only change the letter
  /// before them (and controls, which should never be printed), else 1.
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    let asPicture =
      first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
    return asPicture || isWide(first) ? 2 : 1
  }

  /// `text` cut to at most `width` columns, whole Characters only, with
  /// `ellipsis` at the end when something was cut.
  static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
    guard of(text) > width else { return text }
    let room = width - of(ellipsis)
    guard room >= 0 else { return prefix(text, width: width) }
    return prefix(text, width: room) + ellipsis
  }

  /// `text` with spaces after it to fill `width` columns; text already
  /// that wide or wider is left as it is.
  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - of(text)))
  }

  /// The longest start of `text` that fits `width` columns.
  private static func prefix(_ text: String, width: Int) -> String {
    var used = 0
    var kept = ""
    for character in text {
      used += of(character)
      if used > width { break }
      kept.append(character)
    }
    return kept
  }

  /// Scalars that take no column of their own: combining marks, the
  /// joiners and selectors that shape the letter before them, controls.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: true
    default: scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value)
    }
  }

  /// East Asian wide and fullwidth letters (Unicode's East_Asian_Width W
  /// and F, which Swift does not expose), by the blocks that hold them:
  /// Hangul, CJK ideographs and punctuation, kana, fullwidth forms, and
  /// the pictographs terminals draw two columns wide.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    wideBlocks.contains { $0.contains(scalar.value) }
  }

  private static let wideBlocks: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
