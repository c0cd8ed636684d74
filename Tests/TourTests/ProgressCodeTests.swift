import Foundation
import Testing

@testable import TourKit

@Suite("Progress codes for the room view")
@MainActor
struct ProgressCodeTests {
  let at = Date(timeIntervalSince1970: 1_800_000_000)

  @Test("A code reads back exactly as it was written")
  func roundTrip() throws {
    let code = ProgressCode(
      name: "Ana", kata: "slim-timeline", step: 3, steps: 5,
      since: at.addingTimeInterval(-1200), done: 2, katas: 8, at: at)
    #expect(code.text.hasPrefix("pk1;"))
    #expect(ProgressCode(line: code.text) == code)
  }

  @Test("A code pasted inside other text is still found")
  func foundInsideText() {
    let code = ProgressCode(
      name: "Bo", kata: nil, step: nil, steps: nil, since: nil, done: 0, katas: 8, at: at)
    #expect(ProgressCode(line: "Bo: here is mine -> " + code.text) == code)
    #expect(ProgressCode(line: "just chatting") == nil)
  }

  @Test("Separators in a name cannot break the code")
  func cleansNames() {
    let code = ProgressCode(
      name: "a;b=c", kata: nil, step: nil, steps: nil, since: nil, done: 0, katas: 1, at: at)
    #expect(ProgressCode(line: code.text)?.name == "a-b-c")
  }

  @Test("The room keeps the newest code per learner")
  func newestPerName() {
    let old = ProgressCode(
      name: "Ana", kata: "a", step: 1, steps: 5, since: nil, done: 0, katas: 8, at: at)
    var new = old
    new.step = 2
    new.at = at.addingTimeInterval(60)
    let other = ProgressCode(
      name: "Cy", kata: "b", step: 1, steps: 5, since: nil, done: 0, katas: 8, at: at)
    #expect(RoomCommand.latestPerName([new, other, old]) == [new, other])
  }

  @Test("Minutes on a step are counted up to now, not to when the code was made")
  func minutesOnStep() {
    let code = ProgressCode(
      name: "Ana", kata: "a", step: 1, steps: 5, since: at.addingTimeInterval(-25 * 60), done: 0,
      katas: 8, at: at)
    #expect(RoomCommand.minutesOnStep(code, now: at) == 25)
    // Shared once, then quiet for 20 minutes: still on that step, for 45.
    #expect(RoomCommand.minutesOnStep(code, now: at.addingTimeInterval(20 * 60)) == 45)
  }
}
