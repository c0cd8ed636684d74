import Foundation
import Testing

@testable import TourKit

/// The progress file is read field by field: what is good is kept, what is
/// not is dropped and named, and no value in it can crash the tour.
@Suite("Reading a damaged progress file")
struct ProgressReadingTests {
  private func load(_ json: String) throws -> (TourKit.Progress, String?, URL) {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("progress.json")
      try write(json, to: file)
      let (progress, warning) = ProgressStore(file: file).load()
      let aside = setAsideCopies(of: file).first
      return (progress, warning, URL(fileURLWithPath: aside == nil ? "" : "/kept"))
    }
  }

  @Test("A kata record with a missing key keeps everything else")
  func missingKey() throws {
    let (progress, warning, _) = try load(
      """
      {"version": 1, "welcomed": true, "learned": ["delegation"], "currentKata": "k",
       "katas": {"k": {"totalSteps": 4, "firstFailingStep": 2,
         "lastChecked": "2026-01-01T10:00:00Z", "hintTiers": {"1": 2}}}}
      """)
    #expect(progress.learned == ["delegation"])
    #expect(progress.welcomed)
    let kata = try #require(progress.katas["k"], "the kata's record was thrown away")
    #expect(kata.hintTiers == ["1": 2])
    #expect(kata.firstFailingStep == 2)
    #expect(kata.passedSteps == [])
    #expect(kata.lastChecked == Date(timeIntervalSince1970: 1_767_261_600))
    #expect(warning == nil, "a key that may be missing is not damage: \(warning ?? "")")
  }

  @Test("Wrong values are dropped, named, and the rest is kept")
  func wrongValues() throws {
    let (progress, warning, kept) = try load(
      """
      {"version": 1, "welcomed": "yes", "learned": ["delegation", 7], "currentKata": "k",
       "katas": {"k": {"passedSteps": [1, -3, "2"], "totalSteps": "four",
         "lastChecked": "yesterday", "hintTiers": {"1": 9223372036854775807, "2": 1, "x": 1}},
         "j": 12}}
      """)
    let kata = try #require(progress.katas["k"])
    #expect(kata.hintTiers == ["2": 1])
    #expect(kata.passedSteps == [1])
    #expect(kata.totalSteps == 0)
    #expect(kata.lastChecked == nil)
    #expect(progress.learned == ["delegation"])
    #expect(progress.katas["j"] == nil)
    let words = try #require(warning, "nothing was said about the dropped values")
    for field in [
      "welcomed", "katas.k.hintTiers.1", "katas.k.totalSteps", "katas.k.lastChecked",
      "katas.j", "learned",
    ] {
      #expect(words.contains(field), "\(field) is not named: \(words)")
    }
    #expect(kept.path == "/kept", "the file as it was is not kept beside the new one")
  }

  @Test("Hint counts near Int.max, or too big for any number, are dropped alone")
  func hugeHintCounts() throws {
    let (progress, _, _) = try load(
      """
      {"welcomed": true, "katas": {"a": {"hintTiers": {"1": 9223372036854775807}},
                 "b": {"hintTiers": {"1": 9223372036854775807, "2": 1e999, "3": 1}}}}
      """)
    #expect(progress.katas["a"]?.hintTiers == [:])
    #expect(progress.katas["b"]?.hintTiers == ["3": 1], "one number too big cost more than itself")
    #expect(progress.welcomed)
  }
}

@Suite("A damaged progress file, as the learner meets it", .enabled(if: TourBinary.testsRun))
struct DamagedProgressCommandTests {
  @Test(
    "A hint count of Int.max: progress and share still work", arguments: ["progress", "share"])
  func intMaxHints(command: String) throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(
      """
      {"version": 1, "welcomed": true, "learned": [], "currentKata": "demo-kata",
       "learnerName": "Ana",
       "katas": {"demo-kata": {"passedSteps": [], "totalSteps": 1, "firstFailingStep": 1,
         "lastChecked": "2026-01-01T10:00:00Z",
         "hintTiers": {"1": 9223372036854775807, "2": 9223372036854775807}}}}
      """, to: kit.root.appendingPathComponent(".tour/progress.json"))
    let run = try kit.run([command])
    #expect(run.status == 0, "\(command) exited with \(run.status): \(run.errors)")
    #expect(run.errors.contains("hintTiers.1"), "the dropped count is not named: \(run.errors)")
    #expect(!run.output.contains("9223372036854775807"), "\(run.output)")
  }
}
