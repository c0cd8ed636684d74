import Foundation

/// `dev rebase-wrong <kata> [--map Old=New]... [--dry-run]`: refreshes a
/// kata's wrong-solution patches after its reference solution changed (see
/// `WrongPatchRebase`).
@MainActor
enum DevRebaseWrong {
  static let map = CommandSyntax.Option(
    name: "--map", value: "Old.swift=New/Path.swift", help: "where a file went",
    repeatable: true)
  static let dryRun = CommandSyntax.Option(
    name: "--dry-run", help: "only say what it would do")
  static let syntax = CommandSyntax(
    words: [CommandSyntax.Word(name: "kata", optional: false)], options: [map, dryRun])

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try syntax.read(arguments, command: "dev rebase-wrong", wordsChecked: false)
    let (words, maps) = (input.words, input.values(of: map))
    guard words.count == 1 else {
      throw TourError.usage(
        "`dev rebase-wrong` takes one kata.",
        suggestion: "For example: \(Tour.shortCommand) dev rebase-wrong feed-the-table "
          + "--map FeedViewController.swift=FeedApp/FeedViewController.swift")
    }
    let kata = try context.kata(named: words[0])
    var rebase = WrongPatchRebase(kit: context.kit, kata: kata)
    rebase.map = try pathMap(maps)
    rebase.dryRun = input.has(dryRun)
    guard (try? ProcessRunner.run("patch", ["--version"]))?.succeeded == true else {
      throw TourError.failure(
        "`dev rebase-wrong` needs the `patch` tool (GNU patch), and none is on PATH.")
    }
    let out = context.out
    let t = context.terminal
    out.heading("Rebase the wrong solutions of \(kata.id)" + (rebase.dryRun ? " (dry run)" : ""))
    var needHand = 0
    let names = patchNames(of: kata, in: context.kit)
    let width = names.map(\.count).max() ?? 0
    for name in names {
      let shown = name.padding(toLength: width, withPad: " ", startingAt: 0)
      do {
        switch try rebase.rebase(name) {
        case .fits:
          out.line("  \(t.passMark) \(shown)  \(t.dim("applies as it is"))")
        case .rebased(let fuzzy):
          out.line(
            "  \(t.passMark) \(shown)  " + (rebase.dryRun ? "would be rewritten" : "rewritten"))
          for note in fuzzy { out.paragraph("needed fuzz, look at it: \(note)", indent: 6) }
        case .needsHand(let rejected, let folder):
          needHand += 1
          out.line("  \(t.failMark) \(shown)  did not fit: " + rejected.joined(separator: "; "))
          if let folder {
            out.paragraph(
              "The rest is applied in \(context.kit.relative(folder))/, with a .rej file for "
                + "what did not fit. Finish it there, then: "
                + DevCommand.wrongCommand(kata.id, name),
              indent: 6)
          }
        }
      } catch {
        needHand += 1
        out.line("  \(t.failMark) \(shown)  " + DevCommand.describe(error, in: context.kit))
      }
    }
    out.next("See every wrong solution rejected:", "\(Tour.shortCommand) verify \(kata.id)")
    return needHand == 0 ? 0 : 1
  }

  /// `Old.swift=New/Old.swift` pairs as old path → new paths, in order.
  static func pathMap(_ pairs: [String]) throws -> [String: [String]] {
    var map: [String: [String]] = [:]
    for pair in pairs {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw TourError.usage(
          "--map takes old=new, a path in the old solution and where it is now "
            + "(got `\(Echo.quoted(pair))`).")
      }
      map[parts[0], default: []].append(parts[1])
    }
    return map
  }

  /// The names of the kata's patches, listed in kata.json or not.
  private static func patchNames(of kata: Kata, in kit: Kit) -> [String] {
    let folder = kata.paths(in: kit).wrong
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return entries.filter { $0.hasSuffix(".patch") }.map { String($0.dropLast(6)) }.sorted()
  }
}
