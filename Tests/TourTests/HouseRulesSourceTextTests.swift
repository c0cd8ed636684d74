import Foundation
import Testing

@testable import TourKit

/// The words of code the house rules place findings with: never inside a
/// comment or a string's text, always inside a string's interpolation.
@Suite("House rules: reading the words of code")
struct HouseRulesSourceTextTests {
  private func words(_ code: String) -> [String] {
    SourceText(code).tokens.filter { $0.kind == .word }.map(\.text)
  }

  @Test("Comments, nested comments and string text hold no words")
  func commentsAndStrings() {
    let code = """
      let a = 1 // exit(0)
      /* Mirror /* nested */ still a comment */ let b = "exit \\" exit"
      let c = #"raw "exit" \\(exit)"#
      """
    #expect(words(code) == ["let", "a", "let", "b", "let", "c"])
  }

  @Test("An interpolation's code is code, inside plain, raw and multi-line strings")
  func interpolations() {
    let code = ##"""
      let a = "x \(type(of: b)) y"
      let c = #"x \#(d) y"#
      let e = """
        \(f("\(g)"))
        """
      """##
    #expect(words(code) == ["let", "a", "type", "of", "b", "let", "c", "d", "let", "e", "f", "g"])
  }

  @Test("Backticked names are names; attributes and directives are told apart")
  func backticksAttributesDirectives() {
    let tokens = SourceText("@testable import A\n#if os(Linux)\n`exit`(0)\n#endif\n").tokens
    #expect(tokens.first?.kind == .attribute && tokens.first?.text == "@testable")
    #expect(tokens.filter { $0.kind == .directive }.map(\.text) == ["#if", "#endif"])
    #expect(tokens.contains { $0.kind == .word && $0.text == "exit" })
  }

  @Test("Blanking #if lines keeps every byte in its place")
  func blankedDirectives() throws {
    let code = "let a = 1\n#if os(Linux)\nlet b = 2\n#else\nlet c = 3\n#endif\n"
    let blanked = try #require(SourceText(code).withoutConditionalBlocks)
    #expect(blanked.utf8.count == code.utf8.count)
    #expect(!blanked.contains("#"))
    #expect(blanked.contains("let b = 2") && blanked.contains("let c = 3"))
    #expect(SourceText("let a = \"#if\"\n").withoutConditionalBlocks == nil)
  }

  @Test("Lines and offsets agree")
  func linesAndOffsets() {
    let text = SourceText("ab\ncd\n\nef")
    #expect(text.line(at: 0) == 1 && text.line(at: 3) == 2 && text.line(at: 7) == 4)
    #expect(text.offset(line: 4, column: 2) == 8)
  }
}
