import Foundation
import Testing

@testable import TourKit

/// The doors a step closes: open in every starter, closed in every
/// solution, and a passed step whose door is still open fails.
@Suite("Doors a step closes")
struct OpenDoorsTests {
  @Test("Each kata's starter leaves its doors open, and its solution closes them all")
  func startersOpenSolutionsClosed() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let katas = Catalogue.load(from: kit).katas.filter { $0.steps.contains { !$0.closes.isEmpty } }
    #expect(katas.count >= 2, "no kata declares a door its step closes")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("open-doors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for kata in katas {
      let doors = kata.steps.flatMap(\.closes)
      let starter = ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter)
      let open = OpenDoors.stillOpen(doors, in: starter, in: kit, scratch: scratch)
      #expect(
        open.count == doors.count,
        "\(kata.id)'s starter should leave \(doors) open; found \(open.map(\.what))")
      let solution = ScratchPackage.Member.solution(of: kata, in: kit)
      let left = OpenDoors.stillOpen(doors, in: solution, in: kit, scratch: scratch)
      #expect(left.isEmpty, "\(kata.id)'s solution leaves open: \(left.map(\.what))")
    }
  }

  @Test("A step whose tests pass with its door still open fails, and says which door")
  func openDoorFailsItsStep() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let kata = try #require(Catalogue.load(from: kit).kata("someone-elses-job"))
    let starter = ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter)
    let steps = kata.steps.enumerated().map { index, step in
      StepResult(number: index + 1, step: step, status: .passed, testCount: 1)
    }
    let judged = OpenDoors.apply(to: .passed(steps), of: starter, in: kit)
    let failed = (judged.steps ?? []).filter { !$0.passed }
    #expect(failed.map(\.step.suite) == ["Step4"])
    guard case .failed(let messages)? = failed.first?.status else { return }
    #expect(
      messages.contains { $0.explanation?.contains("`NetworkError` is still public") == true })
  }

  @Test("Each lookup a step takes out is in the starter and gone from the solution")
  func startersUseSolutionsDoNot() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let katas = Catalogue.load(from: kit).katas.filter { $0.steps.contains { !$0.forbids.isEmpty } }
    #expect(!katas.isEmpty, "no kata declares a lookup its step takes out")
    for kata in katas {
      let forbids = kata.steps.flatMap(\.forbids)
      let starter = ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter)
      let used = OpenDoors.stillUsed(forbids, in: starter, in: kit)
      #expect(
        Set(used.map(\.use)) == Set(forbids),
        "\(kata.id)'s starter should use \(forbids); found \(used.map(\.place))")
      let solution = ScratchPackage.Member.solution(of: kata, in: kit)
      let left = OpenDoors.stillUsed(forbids, in: solution, in: kit)
      #expect(left.isEmpty, "\(kata.id)'s solution still uses: \(left.map(\.place))")
    }
  }
}
