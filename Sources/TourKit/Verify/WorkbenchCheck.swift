import Foundation

/// Whether each kata's workbench still equals its starter. A learner's edits
/// are expected, so only CI (a clean checkout) treats a difference as a
/// failure: there it would mean the shipped workbench is not the starter.
@MainActor
enum WorkbenchCheck {
  static func run(_ context: TourContext, isCI: Bool) -> VerifyRow {
    let edited = context.catalogue.katas.filter {
      let paths = $0.paths(in: context.kit)
      return !FolderSync.sameSwiftFiles(paths.workbench, paths.starter)
    }
    let name = "Workbench equals the starters" + (isCI ? " (CI)" : "")
    if edited.isEmpty {
      return VerifyRow(name: name, passed: 1, failed: 0, notes: [])
    }
    let list = edited.map(\.id).joined(separator: ", ")
    if isCI {
      return VerifyRow(
        name: name, passed: 0, failed: 1,
        notes: [
          "Sources/Katas differs from Exercises/*/starter for: \(list). Copy the starter over."
        ])
    }
    return VerifyRow(
      name: "Workbench: your edits in \(counted(edited.count, "kata"))", passed: 1, failed: 0,
      notes: ["(\(list): that is your work; verify does not use it)"])
  }
}
