import Foundation
import Testing

@testable import TourKit

/// `verify`'s time so far: short enough to stay on its line, and never
/// drawn when the output is piped.
@Suite("The time so far of a long step")
struct ElapsedTickerTests {
  @Test("Seconds, then minutes and seconds, in a few characters")
  func describe() {
    #expect(ElapsedTicker.describe(0) == "0 s")
    #expect(ElapsedTicker.describe(59.9) == "59 s")
    #expect(ElapsedTicker.describe(65) == "1 min 05 s")
    #expect(ElapsedTicker.describe(17 * 60 + 30) == "17 min 30 s")
  }

  @Test("Piped output gets no redrawn time: only the plain lines")
  func notWhenPiped() {
    let piped = Terminal(usesColor: false, usesUnicode: false, isInteractive: false, width: 80)
    #expect(ElapsedTicker.start(on: piped) == nil)
  }
}

@Suite("verify's progress: the build's steps done, of how many, and what it is doing")
struct BuildProgressTests {
  @Test("SwiftPM's [n/m] lines are read however the output is cut")
  func readsCounts() {
    let progress = BuildProgress(doing: "building 12 variant(s)")
    #expect(progress.summary() == "building 12 variant(s)")
    let output =
      "Building for debugging...\n[1/329] Write sources\n[272/329] Compiling MVC Qwink.swift\n"
    for piece in output.split(separator: "d", omittingEmptySubsequences: false).enumerated() {
      progress.read(Data(((piece.offset == 0 ? "" : "d") + piece.element).utf8))
    }
    #expect(progress.summary() == "272/329 built · compiling MVC")
    progress.read(Data("[280/331] Emitting module TourKit\n[281/331] Linking pat".utf8))
    #expect(progress.summary() == "280/331 built · compiling TourKit", "a line not ended yet waits")
    progress.read(Data("terns-tour\n".utf8))
    #expect(progress.summary() == "281/331 built · linking")
    progress.set(doing: "testing 12 variant(s)")
    #expect(progress.summary() == "281/331 built · testing 12 variant(s)")
    #expect(progress.summary(separator: ", ") == "281/331 built, testing 12 variant(s)")
  }

  @Test("The line fits the room left after the step's name")
  func fitsItsRoom() {
    let line = ElapsedTicker.line(
      elapsed: 130, status: "272/329 built · compiling SlimTimelineWrongStrongDelegate", room: 44)
    #expect(line.hasPrefix("2 min 10 s · 272/329 built · compiling"), "\(line)")
    #expect(line.count == 44, "\(line)")
    #expect(ElapsedTicker.line(elapsed: 5, status: "", room: 44) == "5 s")
  }

  @Test("Piped, the progress is plain lines under the step's line, and only with a status")
  func pipedLines() {
    let piped = Terminal(usesColor: false, usesUnicode: false, isInteractive: false, width: 80)
    let ticker = ElapsedTicker.start(on: piped, status: { "1/2 built" })
    #expect(ticker != nil, "piped, a status is shown as plain lines")
    ticker?.stop()
    #expect(ElapsedTicker.pipedLine("30 s · 1/2 built", first: true) == "\n    30 s · 1/2 built\n")
    #expect(ElapsedTicker.pipedLine("1 min 00 s", first: false) == "    1 min 00 s\n")
    #expect(!ElapsedTicker.pipedLine("x", first: false).contains("\u{1B}"))
  }
}
