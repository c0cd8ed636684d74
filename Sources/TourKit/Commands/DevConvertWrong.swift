import Foundation

/// `dev convert-wrong [kata]`: turns every wrong solution still kept as a
/// folder of whole files into a patch (see `WrongFolderConversion`).
@MainActor
enum DevConvertWrong {
  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try CommandSyntax(more: "").read(arguments, command: "dev convert-wrong").words
    guard words.count <= 1 else {
      throw TourError.usage(
        "`dev convert-wrong` takes at most one kata.",
        suggestion: "For example: \(Tour.shortCommand) dev convert-wrong slim-timeline")
    }
    let katas = try words.first.map { [try context.kata(named: $0)] } ?? context.catalogue.katas
    let out = context.out
    let t = context.terminal
    out.heading("Wrong solutions: folders to patches")
    var (converted, failed, folderLines, patchLines) = (0, 0, 0, 0)
    for kata in katas {
      let conversion = WrongFolderConversion(kit: context.kit, kata: kata)
      for name in conversion.folders {
        do {
          let result = try conversion.convert(name)
          converted += 1
          folderLines += result.folderLines
          patchLines += result.patchLines
          var note =
            "\(counted(result.folderLines, "line")) of files, now a patch of \(result.patchLines)"
          if result.replacedPatch { note += "; replaced the patch that was there" }
          out.line("  \(t.passMark) \(kata.id)/\(name)  \(t.dim(note))")
          if !result.foldedRemoves.isEmpty {
            out.paragraph(
              "Its patch deletes " + result.foldedRemoves.joined(separator: ", ")
                + " now: take \"removes\" out of its entry in kata.json.", indent: 6)
          }
        } catch {
          failed += 1
          out.line("  \(t.failMark) \(kata.id)/\(name)")
          out.paragraph(DevCommand.describe(error, in: context.kit), indent: 6)
        }
      }
    }
    out.line()
    guard converted + failed > 0 else {
      out.line("No wrong solution is kept as a folder: nothing to convert.")
      return 0
    }
    out.line(
      "Converted \(counted(converted, "folder")): \(counted(folderLines, "line")) of whole "
        + "files became \(counted(patchLines, "line")) of patches."
        + (failed > 0 ? " \(failed) left as they were." : ""))
    out.next("Check that each is still rejected:", "\(Tour.shortCommand) verify")
    return failed == 0 ? 0 : 1
  }
}
