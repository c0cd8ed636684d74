import Foundation
import Testing

@testable import TourKit

/// What a screen printed, kept for a test.
final class Printed: @unchecked Sendable {
  var text = ""
  var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

@Suite("Rows of two columns are wrapped by the tour, never broken by the terminal")
struct OutputRowTests {
  func output(_ terminal: Terminal) -> (Output, Printed) {
    let printed = Printed()
    return (Output(terminal: terminal) { printed.text += $0 }, printed)
  }

  @Test("A summary too long for its column goes on under itself, at a word")
  func wrapsUnderItsText() {
    let (out, printed) = output(.plain)
    let lead = "  " + "recap".padding(toLength: 30, withPad: " ", startingAt: 0)
    out.row(lead, "Every pattern: what it is for, where you will meet it, in UIKit and AppKit")
    #expect(printed.lines.count == 2, "\(printed.lines)")
    #expect(printed.lines.allSatisfy { $0.count <= 80 }, "\(printed.lines)")
    #expect(printed.lines[1].hasPrefix(String(repeating: " ", count: 32) + "meet it"))
    #expect(printed.lines[0].hasSuffix("where you will"), "\(printed.lines)")
  }

  @Test("Colour codes in the lead take no room, and each line of the text keeps its style")
  func styledLead() {
    let colour = Terminal(usesColor: true, usesUnicode: true, isInteractive: false, width: 80)
    let (out, printed) = output(colour)
    out.row(
      colour.bold("Model-View-Controller") + "  ", String(repeating: "word ", count: 20),
      style: colour.dim)
    #expect(printed.lines.count == 2, "\(printed.lines)")
    #expect(printed.lines.allSatisfy { Terminal.columns(of: $0) <= 80 }, "\(printed.lines)")
    #expect(printed.lines[1].hasPrefix(String(repeating: " ", count: 23) + "\u{1B}[2mword"))
  }
}
