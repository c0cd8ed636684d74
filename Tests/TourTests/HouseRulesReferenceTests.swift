import Foundation
import Testing

@testable import TourKit

/// No false alarm: every kata's starter and reference solution, and every
/// example app of the kit, pass the house rules as they are in the repo,
/// the kata's own fakes (a `FakeTransport`, a `ManualClock`) included.
@Suite("House rules: the kit's own code")
struct HouseRulesReferenceTests {
  @Test("Every starter, solution and example app passes the house rules")
  func referenceCodePasses() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let katas = Catalogue.load(from: kit).katas
    #expect(katas.count >= 9, "the katas were not found under \(kit.relative(kit.exercises))")
    let programs = HouseRules.referencePrograms(of: katas, in: kit)
    #expect(programs.count == katas.count * 2 + HouseRules.exampleApps.count)
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("house-rules-reference-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let findings = try HouseRules.check(programs, scratch: scratch)
    let described = findings.map {
      "\(kit.relative($0.file)):\($0.line): \($0.rule.title): \($0.what)"
    }
    #expect(described.isEmpty, "false alarms:\n\(described.joined(separator: "\n"))")
    #expect(programs.allSatisfy { !$0.sources.isEmpty }, "a program with no files to check")
  }

  @Test("The kata's own fakes are held to the rules too, and pass")
  func fakesAreChecked() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let kata = try #require(Catalogue.load(from: kit).kata("search-then-posts"))
    let starter = ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter)
    let names = HouseRules.program(of: starter, in: kit).sources.map(\.file.lastPathComponent)
    #expect(names.contains("FakeTransport.swift") && names.contains("ManualClock.swift"))
  }

  @Test("The bus katas' shared support is the kit's: read as context, never judged")
  func busSupportIsContext() throws {
    let kit = try #require(Kit.locate(), "the tests run from inside the kit")
    let catalogue = Catalogue.load(from: kit)
    for id in ["work-out-of-controller", "someone-elses-job"] {
      let kata = try #require(catalogue.kata(id), "\(id) was not found")
      let starter = ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter)
      let program = HouseRules.program(of: starter, in: kit)
      let support = kit.patterns.appendingPathComponent("BusSupport").standardizedFileURL.path
      let judged = program.sources.map(\.file.standardizedFileURL.path)
      let context = program.context.map(\.standardizedFileURL.path)
      #expect(
        !judged.contains { $0.hasPrefix(support + "/") },
        "\(id): BusSupport is the kit's code, but the house rules judge it: \(judged)")
      #expect(
        context.contains(support + "/FakeServer.swift")
          && context.contains(support + "/ManualScheduler.swift"),
        "\(id): the house rules should read BusSupport as what the kata builds on")
    }
  }
}
