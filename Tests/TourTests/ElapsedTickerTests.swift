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
