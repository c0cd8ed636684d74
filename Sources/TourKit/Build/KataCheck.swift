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

  /// The learner's kata as a check builds it: the workbench, with the
  /// kit's own copies of the files the kata provides laid over it (see
  /// `KataProvidedFiles`).
  func workbench() throws -> ScratchPackage.Member {
    ScratchPackage.Member(
      kata: kata, sources: kata.paths(in: kit).workbench,
      overlays: [try kata.providedOverlay(in: kit)])
  }

  /// Copies `member` (the workbench, unless told otherwise) into the
  /// package, beside the katas checked before, and makes the manifest
  /// declare it alone. The caller holds the package's lock.
  @discardableResult
  func prepare(_ member: ScratchPackage.Member? = nil) throws -> ScratchPackage.Member {
    let member = try member ?? workbench()
    let package = self.package()
    if !package.hasBuilt { removeOlderPackages() }
    var members = [member]
    // The sessions play the app as it should be beside the learner's: the
    // reference solution is built there too, once, with no tests.
    if kata.sessionFolder(in: kit) != nil {
      var reference = ScratchPackage.Member.solution(
        of: kata, in: kit, module: KataVerification.solutionModule(of: kata))
      reference.buildsTests = false
      members.append(reference)
    }
    try package.prepare(members, keepingOthers: true)
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

  /// The house rules' program for `member` as the package holds it: its
  /// copies, the bytes the build compiles.
  func houseRulesProgram(of member: ScratchPackage.Member) -> HouseRules.Program {
    HouseRules.program(of: member, in: kit, readingCopiesIn: package())
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
}
