import Foundation

/// One harness attack laid over one kata's starter or solution, as verify
/// builds it: a folder laid over the base, holding the attack's files and
/// the kata's hooked file, the one whose class now starts the attack.
struct HarnessVariant {
  let kit: Kit
  let kata: Kata
  let attack: HarnessAttack
  let base: HarnessAttack.Base

  var module: String { attack.module(of: kata, over: base) }

  enum Failure: Error, CustomStringConvertible {
    case noHook(String)

    var description: String {
      switch self {
      case .noHook(let reason): return reason
      }
    }
  }

  /// The member to build; its overlay is written to `overlays/<module>`
  /// (only the files whose contents changed, so builds stay incremental).
  /// Only the first step's tests are compiled: they are the first to touch
  /// the kata's code, which is when the attack starts. The story is left
  /// out too: the starter and the solution tell it.
  func member(overlaysIn overlays: URL) throws -> ScratchPackage.Member {
    var member =
      base == .starter
      ? ScratchPackage.Member(kata: kata, module: module, sources: kata.paths(in: kit).starter)
      : ScratchPackage.Member.solution(of: kata, in: kit, module: module)
    let (file, hooked) = try hookedFile(of: member)
    let folder = overlays.appendingPathComponent(module)
    let place = (file as NSString).deletingLastPathComponent
    let attackFolder = HarnessAttack.folder(in: kit).appendingPathComponent(attack.name)
    var files: [String: Data] = [file: Data(hooked.utf8)]
    // An attack on the report shares the forgery; one on the tests' names
    // is written against the kata's own tests.
    let shared = attack.runsAlone ? [HarnessAttack.sharedFile(in: kit)] : []
    let names =
      attack.runsAlone
      ? nil
      : try HarnessNames(
        kata: kata, tests: HouseRules.testNames(of: kata, in: kit))
    for source in shared
      + FolderSync.swiftFiles(in: attackFolder).map(attackFolder.appendingPathComponent)
    {
      let text = try String(contentsOf: source, encoding: .utf8)
      files[(place as NSString).appendingPathComponent(source.lastPathComponent)] =
        Data((names?.fill(text) ?? text).utf8)
    }
    try write(files, to: folder)
    member.overlays.append(folder)
    let first = kata.steps.first?.suite ?? "Step1"
    member.testsLeftOut = Set(
      KataVerification.stepFiles(of: kata, in: kit).filter { !$0.value.contains(first) }.keys
    ).union(kata.storyFiles(in: kit))
    return member
  }

  /// The first file of the base, in name order, with a line holding the
  /// kata's hook, and its text with the attack's line added after it.
  private func hookedFile(of member: ScratchPackage.Member) throws -> (String, String) {
    guard let hook = kata.harnessHook else {
      throw Failure.noHook("kata.json has no \"harnessHook\" to start the harness attacks")
    }
    let files = Set(([member.sources] + member.overlays).flatMap(FolderSync.swiftFiles))
      .subtracting(member.removed).sorted()
    for file in files {
      let text = try String(contentsOf: member.origin(of: file), encoding: .utf8)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let index = lines.firstIndex(where: { $0.contains(hook) && $0.hasSuffix("{") })
      else { continue }
      lines.insert(HarnessAttack.hookLine, at: index + 1)
      return (file, lines.joined(separator: "\n"))
    }
    throw Failure.noHook(
      "its harness hook `\(hook)` is on no line ending in `{` in the \(base.rawValue)")
  }

  /// Makes `folder` hold exactly `files`, writing only what changed.
  private func write(_ files: [String: Data], to folder: URL) throws {
    let manager = FileManager.default
    for (name, contents) in files {
      let file = folder.appendingPathComponent(name)
      guard (try? Data(contentsOf: file)) != contents else { continue }
      try manager.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: file, options: .atomic)
    }
    for stale in Set(FolderSync.swiftFiles(in: folder)).subtracting(files.keys) {
      try manager.removeItem(at: folder.appendingPathComponent(stale))
    }
  }
}
