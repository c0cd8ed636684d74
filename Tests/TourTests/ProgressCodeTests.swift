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
    #expect(code.text.hasPrefix("pk2;Ana;slim-timeline;3/5;20m;2/8;"), "\(code.text)")
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

@Suite("The short progress code: one line of an 80-column screen, and the old form still read")
struct ShortProgressCodeTests {
  let at = Date(timeIntervalSince1970: 1_800_000_000)

  @Test("The longest kata, a long stay on a step and a long name still fit 79 columns")
  func fitsOneLine() throws {
    let code = ProgressCode(
      name: "Anastasia Konstantinopoulou-Smith", kata: "work-out-of-controller", step: 3,
      steps: 5, since: at.addingTimeInterval(-3 * 24 * 3600), done: 8, katas: 9, extras: 7,
      hints: 26, at: at)
    #expect(code.text.count <= 79, "\(code.text.count): \(code.text)")
    let read = try #require(ProgressCode(line: code.text))
    #expect(code.name.hasPrefix(read.name) && read.name.count >= 8, "\(read.name)")
    var expected = code
    expected.name = read.name
    #expect(read == expected, "\(code.text)")
  }

  @Test("What is not known reads back as not known")
  func unknowns() {
    let code = ProgressCode(
      name: "Bo", kata: nil, step: nil, steps: nil, since: nil, done: 0, katas: 9, at: at)
    #expect(code.text == "pk2;Bo;-;-;-;0/9;-;-;20270115T080000Z")
    #expect(ProgressCode(line: code.text) == code)
    var done = code
    done.kata = "slim-timeline"
    done.steps = 5
    #expect(done.text.contains(";slim-timeline;-/5;-;"), "\(done.text)")
    #expect(ProgressCode(line: done.text) == done)
  }

  @Test("Codes in the keyed form of older tours still read, as they were")
  func keyedFormReads() {
    let code = ProgressCode(
      name: "Ana", kata: "slim-timeline", step: 3, steps: 5,
      since: at.addingTimeInterval(-1234), done: 2, katas: 9, extras: 1, hints: 4, at: at)
    #expect(code.keyedText.hasPrefix("pk1;name=Ana;"))
    #expect(ProgressCode(line: code.keyedText) == code)
  }

  @Test("A chat's words around a code are not part of it")
  func textAround() {
    let code = ProgressCode(
      name: "Cy", kata: "login-chain", step: 2, steps: 4, since: at, done: 1, katas: 9,
      extras: 0, hints: 1, at: at)
    #expect(ProgressCode(line: "Cy: " + code.text + " (edited)") == code)
  }

  @Test(
    "A short code that is not well formed is rejected with its reason",
    arguments: [
      "pk2;Ana;-;-;-;0/9;-;-;20260230T100000Z", "pk2;Ana;-;-;-;0/9;-;20260101T100000Z",
      "pk2;Ana;demo-kata;x/5;-;0/9;-;-;20260101T100000Z",
      "pk2;Ana;demo-kata;1/5;ten;0/9;-;-;20260101T100000Z",
      "pk2;Ana;-;-;-;none;-;-;20260101T100000Z", "pk2;Ana;-;-;-;0/9;3;-;20260101T100000Z",
    ])
  func rejected(line: String) {
    guard case .rejected(let reason) = ProgressCode.read(line[...]) else {
      Issue.record("read as a code: \(line)")
      return
    }
    #expect(!reason.isEmpty)
  }
}
