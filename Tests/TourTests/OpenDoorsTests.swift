import Foundation
import Testing

@testable import TourKit

/// The doors a step closes: open in every starter, closed in every
/// solution, and a passed step whose door is still open fails.
@Suite("Doors a step closes")
struct OpenDoorsTests {
  /// What the house rules read in `member`: the facts the doors come from.
  func facts(of member: ScratchPackage.Member, in kit: Kit, scratch: URL) throws -> HouseRuleFacts {
    let readings = try HouseRules.read([HouseRules.program(of: member, in: kit)], scratch: scratch)
    return try #require(readings.first).facts
  }

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
      let open = OpenDoors.stillOpen(doors, in: try facts(of: starter, in: kit, scratch: scratch))
      #expect(
        open.count == doors.count,
        "\(kata.id)'s starter should leave \(doors) open; found \(open.map(\.name))")
      let solution = ScratchPackage.Member.solution(of: kata, in: kit)
      let left = OpenDoors.stillOpen(doors, in: try facts(of: solution, in: kit, scratch: scratch))
      #expect(left.isEmpty, "\(kata.id)'s solution leaves open: \(left.map(\.name))")
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
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("open-doors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let judged = OpenDoors.apply(
      to: .passed(steps), facts: try facts(of: starter, in: kit, scratch: scratch), of: kata)
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
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("open-doors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for kata in katas {
      let forbids = kata.steps.flatMap(\.forbids)
      let starter = ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter)
      let used = OpenDoors.stillUsed(forbids, in: try facts(of: starter, in: kit, scratch: scratch))
      #expect(
        Set(used.map(\.name)) == Set(forbids),
        "\(kata.id)'s starter should use \(forbids); found \(used.map(\.line))")
      let solution = ScratchPackage.Member.solution(of: kata, in: kit)
      let left = OpenDoors.stillUsed(
        forbids, in: try facts(of: solution, in: kit, scratch: scratch))
      #expect(left.isEmpty, "\(kata.id)'s solution still uses: \(left.map(\.line))")
    }
  }
}
