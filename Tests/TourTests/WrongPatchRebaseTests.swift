import Foundation
import Testing

@testable import TourKit

/// Whether the `patch` tool is there; the rebase helper needs it, verify
/// does not.
private let hasPatchTool = (try? ProcessRunner.run("patch", ["--version"]))?.succeeded == true

/// A kata whose solution is `solution` (one file, A.swift, in the starter
/// and the solution), with one wrong solution `wrong` stored as its patch.
private func kata(in folder: URL, solution: String, wrong: String) throws -> (Kit, Kata) {
  let kit = Kit(root: folder)
  let manifest = """
    {"id": "small-kata", "title": "Small", "pattern": "delegation", "module": "SmallKata",
     "files": ["A.swift"], "steps": [{"suite": "Step1", "title": "One", "failsOnStarter": true}],
     "wrongSolutions": [{"name": "late", "mistake": "m", "failsStep": "Step1"}]}
    """
  let exercise = folder.appendingPathComponent("Exercises/small-kata")
  try write(manifest, to: exercise.appendingPathComponent("kata.json"))
  try write(solution, to: exercise.appendingPathComponent("starter/A.swift"))
  let change = try #require(LineDiff.change(path: "A.swift", from: solution, to: wrong))
  try write(
    PatchWriter.text(of: Patch(files: [change])),
    to: exercise.appendingPathComponent("wrong/late.patch"))
  return (kit, try JSONDecoder().decode(Kata.self, from: Data(manifest.utf8)))
}

private let before = """
  final class Feed {
    func reload() {
      posts = load()
    }

    func load() -> [String] { [] }
  }

  """

@Suite("Rebasing wrong solutions onto a changed solution", .enabled(if: hasPatchTool))
struct WrongPatchRebaseTests {
  @Test("A file moved to a module folder, with a note above and `public` added near the hunk")
  func movesAndFuzz() throws {
    try withTemporaryFolder { folder in
      let wrong = before.replacingOccurrences(of: "posts = load()", with: "posts += load()")
      let (kit, kata) = try kata(in: folder, solution: before, wrong: wrong)
      // The lead's restructure: the file moves into a module, gains a line
      // and a `public` on a line the patch keeps.
      let starter = kata.paths(in: kit).starter
      try FileManager.default.removeItem(at: starter.appendingPathComponent("A.swift"))
      let after =
        "// The feed.\n"
        + before.replacingOccurrences(of: "final class", with: "public final class")
      try write(after, to: starter.appendingPathComponent("FeedModule/A.swift"))
      #expect(throws: WrongPatch.Failure.self) {
        try WrongPatch(kit: kit, kata: kata, wrong: kata.wrongSolutions[0]).changedFiles()
      }

      var rebase = WrongPatchRebase(kit: kit, kata: kata)
      rebase.map = ["A.swift": ["Elsewhere.swift", "FeedModule/A.swift"]]
      guard case .rebased(let fuzzy) = try rebase.rebase("late") else {
        Issue.record("the patch should have been rebased")
        return
      }
      #expect(fuzzy.count == 1, "the `public` line is a kept line the hunk needed fuzz for")
      let changed = try WrongPatch(kit: kit, kata: kata, wrong: kata.wrongSolutions[0])
        .changedFiles()
      #expect(
        changed == [
          "FeedModule/A.swift": after.replacingOccurrences(
            of: "posts = load()", with: "posts += load()")
        ])
      #expect(try rebase.rebase("late").isFits)
    }
  }

  @Test("A hunk that fits nowhere is left for a person, with a .rej file, and the patch kept")
  func needsHand() throws {
    try withTemporaryFolder { folder in
      let wrong = before.replacingOccurrences(of: "posts = load()", with: "posts += load()")
      let (kit, kata) = try kata(in: folder, solution: before, wrong: wrong)
      let patchFile = kata.paths(in: kit).wrong.appendingPathComponent("late.patch")
      let old = try String(contentsOf: patchFile, encoding: .utf8)
      let changed = before.replacingOccurrences(of: "posts = load()", with: "posts = fetch()")
      try write(changed, to: kata.paths(in: kit).starter.appendingPathComponent("A.swift"))

      let outcome = try WrongPatchRebase(kit: kit, kata: kata).rebase("late")
      guard case .needsHand(let rejected, let kept?) = outcome else {
        Issue.record("the hunk should not fit: \(outcome)")
        return
      }
      #expect(rejected == ["A.swift, hunk 1"])
      #expect(
        FileManager.default.fileExists(atPath: kept.appendingPathComponent("A.swift.rej").path))
      #expect(
        try String(contentsOf: kept.appendingPathComponent("A.swift"), encoding: .utf8) == changed)
      #expect(try String(contentsOf: patchFile, encoding: .utf8) == old)
    }
  }
}

extension WrongPatchRebase.Outcome {
  var isFits: Bool {
    if case .fits = self { true } else { false }
  }
}
