import Foundation

/// Builds one kata from a given folder of sources and runs its tests, then
/// says, step by step, what passed and what to do next.
struct KataCheck {
  let kit: Kit
  let kata: Kata

  /// The scratch package every kata is checked in. One package serves them
  /// all, so the toolkit is compiled once, whichever kata comes first; its
  /// manifest declares only the kata being checked, so a kata that does not
  /// compile never stops another from being checked.
  func package() -> ScratchPackage {
    ScratchPackage(kit: kit, name: "KataCheck", folderName: Self.folderName)
  }

  /// The check package's folder under `.tour/build`.
  static let folderName = "check"

  /// The lock that every build in the check package holds, so that two
  /// never run there at once.
  static func lock(in kit: Kit) -> BuildLock {
    BuildLock(file: kit.scratch.appendingPathComponent("check.lock"))
  }

  /// Takes the check package's lock for `purpose`, waiting for whoever
  /// builds there now; `waiting` hears who that is, each time it changes.
  /// A background build working on another kata is asked to stop: it is
  /// the tour's own work ahead, nobody waits for it, and this build would
  /// undo it. One building this kata is left to finish: its work is this
  /// build's.
  func lockPackage(
    for purpose: BuildLock.Holder.Purpose, waiting: (BuildLock.Holder?) -> Void = { _ in }
  ) throws -> BuildLock.Held {
    try Self.lock(in: kit).acquire(as: .me(purpose, kata: kata.id)) { holder in
      if let holder, holder.purpose == .warm, holder.kata != kata.id {
        kill(holder.pid, SIGTERM)  // It stops its build and lets go, as on Ctrl-C.
      }
      waiting(holder)
    }
  }

  /// What the learner is told while `holder` builds in the check package
  /// and this kata's build waits for it; nil when there is nothing worth
  /// saying: a background build of another kata, which `lockPackage`
  /// stops, is the tour's own housekeeping.
  func waitMessage(for holder: BuildLock.Holder?) -> String? {
    guard let holder else {
      return "Waiting for another build in .tour/build/check to finish..."
    }
    switch holder.purpose {
    case .warm where holder.kata == kata.id:
      return "Finishing the build of your code that `kata` started in the background..."
    case .warm:
      return nil
    case .check:
      return "Waiting for the check of \(holder.kata) in another terminal to finish..."
    case .doctor:
      return "Waiting for `doctor` in another terminal to finish building..."
    case .run:
      return "Waiting for `run` of \(holder.kata) in another terminal to finish..."
    }
  }

  /// Copies the kata from the learner's workbench into its package,
  /// beside the katas checked before, with the kit's own copies of the
  /// files it provides (see `KataProvidedFiles`), and makes the manifest
  /// declare it alone. The caller holds the package's lock.
  @discardableResult
  func prepare() throws -> ScratchPackage.Member {
    let member = ScratchPackage.Member(
      kata: kata, sources: kata.paths(in: kit).workbench,
      overlays: [try kata.providedOverlay(in: kit)])
    let package = self.package()
    if !package.hasBuilt { removeOlderPackages() }
    try package.prepare([member], keepingOthers: true)
    return member
  }

  /// Prepares the kata's package and builds the kata with its tests;
  /// `progress` hears how far the build has got. The caller holds the
  /// package's lock.
  func build(progress: BuildProgress? = nil) throws -> (ScratchPackage.Member, ProcessRunner.Result)
  {
    let member = try prepare()
    return (member, try package().build(progress: progress))
  }

  /// Earlier versions of the tour built each kata in a package of its own,
  /// `check-<kata>`, each with its own copy of the toolkit: hundreds of
  /// megabytes nothing reads any more.
  private func removeOlderPackages() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: kit.scratch.path)) ?? []
    for name in names where name.hasPrefix("check-") {
      try? FileManager.default.removeItem(at: kit.scratch.appendingPathComponent(name))
    }
  }

  /// Builds the kata from the learner's workbench, unless `houseRules`,
  /// read beside the build, are broken; runs its tests and judges them;
  /// also returns everything the compiler or the tests printed, for
  /// --verbose. The caller holds the package's lock.
  func run(houseRules: HouseRulesRun, progress: BuildProgress? = nil) throws
    -> (verdict: TestVerdict, output: String)
  {
    let package = self.package()
    let (member, build) = try self.build(progress: progress)
    guard build.succeeded else {
      let errors = Self.compileErrors(in: build.output, package: package, member: member)
      return (.didNotCompile(errors), build.output)
    }
    if case .broken(let findings) = houseRules.wait() {
      return (.brokeHouseRules(findings), build.output)
    }
    guard package.hasTestExecutable else { return (.noTests, build.output) }
    progress?.set(doing: "running the tests")
    let run = try package.test()
    let verdict = TestVerdict(judging: run, of: kata, testModule: member.testModule)
    return (OpenDoors.apply(to: verdict, of: member, in: kit), run.process.output)
  }
}
