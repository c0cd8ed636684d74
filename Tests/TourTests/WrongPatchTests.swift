import Foundation
import Testing

@testable import TourKit

/// A kit with one small kata: a starter of two files, a solution that
/// changes one, and the given wrong solutions in kata.json.
private func smallKata(in folder: URL, wrong: String) throws -> (Kit, Kata) {
  let kit = Kit(root: folder)
  let manifest = """
    {"id": "small-kata", "title": "Small", "pattern": "delegation", "module": "SmallKata",
     "files": ["A.swift"], "steps": [{"suite": "Step1", "title": "One", "failsOnStarter": true}],
     "wrongSolutions": [\(wrong)]}
    """
  let exercise = folder.appendingPathComponent("Exercises/small-kata")
  try write(manifest, to: exercise.appendingPathComponent("kata.json"))
  try write(lines(1...12), to: exercise.appendingPathComponent("starter/A.swift"))
  try write("let b = 1\n", to: exercise.appendingPathComponent("starter/B.swift"))
  let solution = lines(1...12).replacingOccurrences(of: "let a6 = 6", with: "let a6 = 60")
  try write(solution, to: folder.appendingPathComponent("Solutions/small-kata/A.swift"))
  let kata = try JSONDecoder().decode(Kata.self, from: Data(manifest.utf8))
  return (kit, kata)
}

/// "let a1 = 1\nlet a2 = 2\n…"
private func lines(_ numbers: ClosedRange<Int>) -> String {
  numbers.map { "let a\($0) = \($0)\n" }.joined()
}

private func entry(_ name: String, removes: [String] = []) -> String {
  let removed = removes.map { "\"\($0)\"" }.joined(separator: ", ")
  return "{\"name\": \"\(name)\", \"mistake\": \"m\", \"failsStep\": \"Step1\""
    + (removes.isEmpty ? "" : ", \"removes\": [\(removed)]") + "}"
}

@Suite("Wrong solutions as patches")
struct WrongPatchTests {
  @Test("Every wrong solution of every kata is a patch that applies to its solution as it is")
  func corpusApplies() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let katas = Catalogue.load(from: kit).katas
    #expect(katas.count >= 9)
    var patches = 0
    for kata in katas {
      #expect(
        WrongFolderConversion(kit: kit, kata: kata).folders.isEmpty,
        "\(kata.id) keeps wrong solutions as folders; run: ./tour dev convert-wrong"
      )
      let solution = WrongPatch.solutionFiles(of: kata, in: kit)
      for wrong in kata.wrongSolutions {
        do {
          let changed = try WrongPatch(kit: kit, kata: kata, wrong: wrong).changedFiles()
          #expect(!changed.isEmpty)
          let same = changed.filter { path, text in
            text.map { new in solution[path].map { TextLines.same($0, new) } ?? false } ?? false
          }
          #expect(same.isEmpty, "\(kata.id)/\(wrong.name) leaves \(same.keys) as they were")
          patches += 1
        } catch {
          Issue.record("\(kata.id): \(error)")
        }
      }
    }
    #expect(patches >= 9 * KataCompleteness.minimumWrongSolutions)
  }

  @Test("verify builds a wrong solution from its patch: changed files laid over, deleted left out")
  func member() throws {
    try withTemporaryFolder { folder in
      let (kit, kata) = try smallKata(in: folder, wrong: entry("no-b") + ", " + entry("late"))
      let wrong = kata.paths(in: kit).wrong
      try write(
        "--- a/B.swift\n+++ /dev/null\n@@ -1 +0,0 @@\n-let b = 1\n",
        to: wrong.appendingPathComponent("no-b.patch"))
      try write(
        "--- a/A.swift\n+++ b/A.swift\n@@ -6 +6 @@\n-let a6 = 60\n+let a6 = 61\n",
        to: wrong.appendingPathComponent("late.patch"))

      let noB = try ScratchPackage.Member.wrong(kata.wrongSolutions[0], of: kata, in: kit)
      #expect(noB.module == "SmallKataWrongNoB")
      #expect(noB.overlays.map(\.lastPathComponent) == ["small-kata", "no-b"])
      #expect(noB.removed == ["B.swift"])
      let late = try ScratchPackage.Member.wrong(kata.wrongSolutions[1], of: kata, in: kit)
      #expect(late.removed.isEmpty)
      #expect(FolderSync.swiftFiles(in: try #require(late.overlays.last)) == ["A.swift"])
      let patched = try String(contentsOf: late.origin(of: "A.swift"), encoding: .utf8)
      #expect(patched == lines(1...12).replacingOccurrences(of: "a6 = 6\n", with: "a6 = 61\n"))
    }
  }

  @Test("A patch that no longer applies names the kata, the wrong solution, the hunk and the fix")
  func staleMessage() throws {
    try withTemporaryFolder { folder in
      let (kit, kata) = try smallKata(in: folder, wrong: entry("off-by-one"))
      let patch =
        "--- a/A.swift\n+++ b/A.swift\n@@ -5,3 +5,3 @@\n let a5 = 5\n-let a6 = 6\n"
        + "+let a6 = 7\n let a7 = 7\n"
      try write(patch, to: kata.paths(in: kit).wrong.appendingPathComponent("off-by-one.patch"))
      let failure = #expect(throws: WrongPatch.Failure.self) {
        try WrongPatch(kit: kit, kata: kata, wrong: kata.wrongSolutions[0]).changedFiles()
      }
      let message = failure?.description ?? ""
      for words in [
        "wrong solution `off-by-one`", "Exercises/small-kata/wrong/off-by-one.patch",
        "A.swift, hunk 1", "line 6 should read `let a6 = 6`, but reads `let a6 = 60`",
        "dev rebase-wrong small-kata", "dev wrong small-kata off-by-one --edit",
      ] {
        #expect(message.contains(words), "\(message)")
      }
      let missing = KataCompleteness(kit: kit, kata: kata).missing
      #expect(missing.contains(message), "verify lists it with what the kata lacks")
    }
  }

  @Test("Folders convert to patches that re-create their files, once, and removes are folded in")
  func converts() throws {
    try withTemporaryFolder { folder in
      let (kit, kata) = try smallKata(
        in: folder, wrong: entry("late") + ", " + entry("no-b", removes: ["B.swift"]))
      let wrong = kata.paths(in: kit).wrong
      let late = lines(1...12).replacingOccurrences(of: "let a6 = 6", with: "let a6 = 61")
      try write(late, to: wrong.appendingPathComponent("late/A.swift"))
      try write("let c = 3\n", to: wrong.appendingPathComponent("no-b/C.swift"))

      let conversion = WrongFolderConversion(kit: kit, kata: kata)
      #expect(conversion.folders == ["late", "no-b"])
      let results = try conversion.folders.map(conversion.convert)
      #expect(results.map(\.foldedRemoves) == [[], ["B.swift"]])
      #expect(conversion.folders.isEmpty, "the folders are gone, so a second run does nothing")

      let lateFiles = try WrongPatch(kit: kit, kata: kata, wrong: kata.wrongSolutions[0])
        .changedFiles()
      #expect(lateFiles == ["A.swift": late])
      let noB = try WrongPatch(kit: kit, kata: kata, wrong: kata.wrongSolutions[1]).changedFiles()
      #expect(noB == ["B.swift": nil, "C.swift": "let c = 3\n"])
      let text = try String(
        contentsOf: wrong.appendingPathComponent("late.patch"), encoding: .utf8)
      #expect(text.contains("-let a6 = 60\n+let a6 = 61\n"))
    }
  }

  @Test("A folder that changes nothing is left alone")
  func keepsEmptyMistake() throws {
    try withTemporaryFolder { folder in
      let (kit, kata) = try smallKata(in: folder, wrong: entry("same"))
      let same = kata.paths(in: kit).wrong.appendingPathComponent("same")
      try write("let b = 1\n", to: same.appendingPathComponent("B.swift"))
      let conversion = WrongFolderConversion(kit: kit, kata: kata)
      #expect(throws: TourError.self) { try conversion.convert("same") }
      #expect(conversion.folders == ["same"])
    }
  }
}
