import Foundation

/// Builds many kata variants (starters, solutions, wrong solutions) side by
/// side in one scratch package and runs their tests, so the toolkit is built
/// once and the compiler works on every module in parallel.
///
/// Two things could let one variant spoil the others, and both are handled:
/// a variant that does not compile is taken out and the rest built again;
/// a trap in one variant's tests ends the whole test process, so after a
/// crash each variant's tests run again alone.
struct VariantBuild {
  let package: ScratchPackage
  /// Told what is going on ("Building 90 variants"), for the progress line.
  var progress: (String) -> Void = { _ in }

  /// What building and testing gave each member, by module name, and the
  /// warnings the compiler printed.
  struct Result {
    var outcomes: [String: KataCheck.Outcome] = [:]
    var warnings: [Diagnostic] = []
    var seconds = 0.0
  }

  func run(_ members: [ScratchPackage.Member]) throws -> Result {
    var result = Result()
    var remaining = members
    while !remaining.isEmpty {
      progress("building \(remaining.count) variant(s)")
      try package.prepare(remaining)
      let build = try package.build(withoutDebugInfo: true)
      result.seconds += build.seconds
      guard build.succeeded else {
        let blamed = compileErrors(in: build.output, members: remaining)
        guard !blamed.isEmpty else {
          // Nothing names a variant (the toolkit itself, or a link error):
          // no variant can be judged.
          let errors = Diagnostic.parse(build.output).filter { $0.severity == .error }.map {
            KataCheck.CompileError(file: nil, diagnostic: $0)
          }
          for member in remaining {
            result.outcomes[member.module] = .compileErrors(errors, rawOutput: build.output)
          }
          return result
        }
        for (module, errors) in blamed {
          result.outcomes[module] = .compileErrors(errors, rawOutput: build.output)
        }
        remaining.removeAll { blamed[$0.module] != nil }
        // A variant that borrows modules from one taken out cannot build
        // without it: it shares its errors.
        for member in remaining {
          if let lender = member.lender, let errors = blamed[lender] {
            result.outcomes[member.module] = .compileErrors(errors, rawOutput: build.output)
          }
        }
        remaining.removeAll { $0.lender.map { blamed[$0] != nil } ?? false }
        continue
      }
      result.warnings += Diagnostic.parse(build.output).filter { $0.severity == .warning }
      progress("testing \(remaining.count) variant(s)")
      let run = try package.test()
      result.seconds += run.process.seconds
      if let cases = run.cases {
        for member in remaining { result.outcomes[member.module] = outcome(member, cases, run) }
      } else {
        for member in remaining {
          let alone = try package.test(filter: member.testModule + "\\.")
          result.seconds += alone.process.seconds
          result.outcomes[member.module] =
            alone.cases.map { outcome(member, $0, alone) }
            ?? .crashed(
              summary: KataCheck.crashSummary(alone.process), rawOutput: alone.process.output)
        }
      }
      remaining = []
    }
    return result
  }

  /// The compiler's errors, grouped by the variant whose files they are in.
  private func compileErrors(in output: String, members: [ScratchPackage.Member])
    -> [String: [KataCheck.CompileError]]
  {
    var blamed: [String: [KataCheck.CompileError]] = [:]
    for error in Diagnostic.parse(output) where error.severity == .error {
      guard let member = package.member(owning: error.path, among: members) else { continue }
      blamed[member.module, default: []].append(
        KataCheck.CompileError(
          file: package.originalPath(of: error.path, members: members), diagnostic: error))
    }
    return blamed
  }

  private func outcome(_ member: ScratchPackage.Member, _ cases: [TestCase], _ run: TestRun)
    -> KataCheck.Outcome
  {
    let order = KataCheck.declarationOrder(in: member.kata.paths(in: package.kit).tests)
    return .ran(
      KataCheck.steps(of: member.kata, from: cases, order: order, testModule: member.testModule),
      rawOutput: run.process.output)
  }
}
