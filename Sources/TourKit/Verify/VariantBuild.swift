import Foundation
import Synchronization

/// Builds many kata variants (starters, solutions, wrong solutions) side by
/// side in one scratch package and runs their tests, so the toolkit is built
/// once and the compiler works on every module in parallel.
///
/// Two things could let one variant spoil the others, and both are handled:
/// a variant that does not compile is taken out and the rest built again;
/// a trap in one variant's tests ends the whole test process, so after a
/// run that cannot be judged (a crash, a stop, a run that ended early)
/// each variant's tests run again alone. Variants that end the process on
/// purpose (the harness attacks) always run alone.
struct VariantBuild {
  let package: ScratchPackage
  /// Told what is going on ("building 90 variant(s)"), and fed SwiftPM's
  /// output, for the progress line.
  let progress: BuildProgress
  /// Which tests run, by their ids (a regular expression), when not all:
  /// `verify --sessions-only` runs the sessions and nothing else.
  var testFilter: String? = nil

  /// What building and testing gave each member, by module name, and the
  /// warnings the compiler printed. The judge reads it (`VariantBench`).
  struct Result {
    /// The errors of each member that did not compile.
    var compileErrors: [String: [CompileError]] = [:]
    /// The run each member's tests were judged from: one run shared by
    /// many, or one of its own.
    var runs: [String: TestRun] = [:]
    var warnings: [Diagnostic] = []
    var seconds = 0.0
  }

  /// `alone` names the modules whose tests run in a process of their own.
  func run(_ members: [ScratchPackage.Member], alone: Set<String> = []) throws -> Result {
    var result = Result()
    var remaining = members
    while !remaining.isEmpty {
      progress.set(doing: "building \(counted(remaining.count, "variant"))")
      try package.prepare(remaining)
      let build = try package.build(progress: progress)
      result.seconds += build.seconds
      guard build.succeeded else {
        let blamed = compileErrors(in: build.output, members: remaining)
        guard !blamed.isEmpty else {
          // Nothing names a variant (the toolkit itself, or a link error):
          // no variant can be judged.
          let errors = Diagnostic.parse(build.output).filter { $0.severity == .error }.map {
            CompileError(file: nil, diagnostic: $0)
          }
          for member in remaining { result.compileErrors[member.module] = errors }
          return result
        }
        for (module, errors) in blamed { result.compileErrors[module] = errors }
        remaining.removeAll { blamed[$0.module] != nil }
        // A variant that borrows modules from one taken out cannot build
        // without it: it shares its errors.
        for member in remaining {
          if let lender = member.lender, let errors = blamed[lender] {
            result.compileErrors[member.module] = errors
          }
        }
        remaining.removeAll { $0.lender.map { blamed[$0] != nil } ?? false }
        continue
      }
      result.warnings += Diagnostic.parse(build.output).filter { $0.severity == .warning }
      progress.set(doing: "testing \(counted(remaining.count, "variant"))")
      try test(remaining, alone: alone, into: &result)
      remaining = []
    }
    return result
  }

  /// Runs the tests of `members` (all built) again, as the first time:
  /// `verify --repeat` holds every verdict to the same on every run.
  func retest(_ members: [ScratchPackage.Member], alone: Set<String>) throws -> Result {
    var result = Result()
    try test(members, alone: alone, into: &result, onlyThese: true)
    return result
  }

  /// Runs the variants' tests together, skipping those that run alone;
  /// then runs alone those that must, and every variant when the shared
  /// run cannot be judged.
  private func test(
    _ members: [ScratchPackage.Member], alone: Set<String>, into result: inout Result,
    onlyThese: Bool = false
  ) throws {
    var solo = members.filter { alone.contains($0.module) }
    let together = members.filter { !alone.contains($0.module) }
    if !together.isEmpty {
      let skip = solo.isEmpty ? nil : "(" + solo.map(\.module).joined(separator: "|") + ")Tests\\."
      // The package holds every variant built; a second run may want fewer.
      let filter =
        onlyThese
        ? "(" + together.map(\.module).joined(separator: "|") + ")Tests\\." : testFilter
      let run = try package.test(filter: filter, skip: filter == nil ? skip : nil)
      result.seconds += run.process.seconds
      if TestVerdict.problem(with: run) == nil {
        for member in together { result.runs[member.module] = run }
      } else {
        solo += together
      }
    }
    try testAlone(solo, into: &result)
  }

  /// Runs each variant's tests in a process of its own, two at a time:
  /// most of a short run is the process starting, which leaves a core idle.
  private func testAlone(_ members: [ScratchPackage.Member], into result: inout Result) throws {
    let lanes = 2
    let started = Date()
    let runs = Mutex<[String: Swift.Result<TestRun, any Error>]>([:])
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      for (index, member) in members.enumerated() where index % lanes == lane {
        let run = Swift.Result { try package.test(filter: member.testModule + "\\.") }
        runs.withLock { $0[member.module] = run }
        if case .failure = run { break }  // Stopped (Ctrl-C), or unable to run: no more.
      }
    }
    result.seconds += Date().timeIntervalSince(started)
    let finished = runs.withLock { $0 }
    // Taken in the variants' order, so the error thrown is the same on every run.
    for member in members {
      guard let run = try finished[member.module]?.get() else { continue }
      result.runs[member.module] = run
    }
  }

  /// The compiler's errors, grouped by the variant whose files they are in.
  private func compileErrors(in output: String, members: [ScratchPackage.Member])
    -> [String: [CompileError]]
  {
    var blamed: [String: [CompileError]] = [:]
    for error in Diagnostic.parse(output) where error.severity == .error {
      guard let member = package.member(owning: error.path, among: members) else { continue }
      blamed[member.module, default: []].append(
        CompileError(
          file: package.originalPath(of: error.path, members: members), diagnostic: error))
    }
    return blamed
  }
}
