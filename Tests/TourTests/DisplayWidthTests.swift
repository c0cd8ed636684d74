import Testing

@testable import TourKit

/// Columns as a terminal counts them, and echoes that cannot act on it.
@Suite("Display width and echoes")
struct DisplayWidthTests {
  @Test(
    "Wide letters and emoji take two columns, combining marks none",
    arguments: [
      ("Ana", 3), ("王小明", 6), ("👍", 2), ("Zoe\u{301}\u{301}\u{301}", 3), ("🇫🇷", 2),
      ("한국어", 6), ("ｆｕｌｌ", 8), ("☺", 1), ("☺\u{FE0F}", 2), ("", 0),
    ])
  func widths(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns, "\(text.debugDescription)")
  }

  @Test("Text is cut between characters, never inside one, and padded to the width")
  func cutAndPad() {
    #expect(DisplayWidth.truncate("a👍👍👍👍👍👍", to: 11) == "a👍👍👍👍…")
    #expect(DisplayWidth.truncate("王小明王小明", to: 5) == "王小…")
    #expect(DisplayWidth.truncate("short", to: 11) == "short")
    #expect(DisplayWidth.pad("王", to: 4) == "王  ")
    #expect(DisplayWidth.pad("Zoe\u{301}", to: 4) == "Zoe\u{301} ")
  }

  @Test("An echo escapes controls and format characters, and is cut short")
  func echoes() {
    #expect(Echo.quoted("\u{1B}[2J") == "\\u{1B}[2J")
    #expect(Echo.quoted("a\nb\tc") == "a\\nb\\tc")
    #expect(Echo.quoted("evil\u{202E}txt") == "evil\\u{202E}txt")
    #expect(
      Echo.quoted(String(repeating: "x", count: 50)) == String(repeating: "x", count: 39) + "…")
    #expect(Echo.quoted(String(repeating: "x", count: 40)) == String(repeating: "x", count: 40))
    // An escape is never cut in half: it goes whole or not at all.
    let cut = Echo.quoted(String(repeating: "x", count: 36) + "\u{1B}yyyy")
    #expect(cut == String(repeating: "x", count: 36) + "…", "\(cut)")
    #expect(Echo.escapedLines("one\u{1B}\ntwo") == "one\\u{1B}\ntwo")
  }
}
