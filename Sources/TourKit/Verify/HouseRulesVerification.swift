import Foundation

/// verify's part for the house rules: no false alarm on the kit's own code.
/// Every kata's starter and reference solution, and (for the whole kit)
/// every example app, must keep the rules a learner's code is held to, or
/// `check` would refuse the code the kit itself ships. Read beside the
/// katas' build, like a check's.
struct HouseRulesVerification {
  let run: HouseRulesRun
  let programs: [HouseRules.Program]
  let withExampleApps: Bool
  let kit: Kit

  /// Starts reading the rules for `katas`, and the example apps too when
  /// `withExampleApps` (a whole-kit verify).
  init(katas: [Kata], withExampleApps: Bool, kit: Kit) {
    programs = HouseRules.referencePrograms(of: katas, in: kit, withExampleApps: withExampleApps)
    self.withExampleApps = withExampleApps
    self.kit = kit
    run = HouseRulesRun(programs, scratch: HouseRulesRun.scratch(in: kit))
  }

  /// The row for verify's table, once the rules are read.
  func row() -> VerifyRow {
    let files = Set(programs.flatMap { $0.sources.map(\.file) }).count
    let name = "House rules: starters, solutions" + (withExampleApps ? ", example apps" : "")
    switch run.wait() {
    case .read(let readings):
      let findings = HouseRules.ordered(readings.flatMap(\.findings))
      let notes = findings.map {
        "\(kit.relative($0.file)):\($0.line): \($0.rule.title): \($0.what)"
      }
      return VerifyRow(name: name, passed: files, failed: findings.count, notes: notes)
    case .notChecked(let reason):
      return VerifyRow(name: name, passed: 0, failed: 1, notes: ["not checked: \(reason)"])
    }
  }
}
