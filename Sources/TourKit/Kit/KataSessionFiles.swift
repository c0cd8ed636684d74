import Foundation

/// Where a kata's sessions live (see `Tests/KataSessions/README.md`): the
/// machinery every kata shares (`Support`), and for each kata its actions
/// (`Vocabulary`, compiled into the shared `SessionKit` module), its driver
/// (`Driver`, compiled once against the learner's app and once against the
/// app as it should be) and the suite that plays them (`Suite`, part of the
/// kata's test module, in the step that compares them).
extension Kata {
  /// The kata's own session folder, if it has sessions.
  func sessionFolder(in kit: Kit) -> URL? {
    let folder = kit.kataSessions.appendingPathComponent(module)
    let suite = folder.appendingPathComponent("Suite")
    return FolderSync.swiftFiles(in: suite).isEmpty ? nil : folder
  }

  /// The folders whose files join the kata's test module: the suite.
  func sessionSuiteFolders(in kit: Kit) -> [URL] {
    sessionFolder(in: kit).map { [$0.appendingPathComponent("Suite")] } ?? []
  }

  /// The suite's files as they are named in the test module.
  func sessionSuiteFiles(in kit: Kit) -> Set<String> {
    Set(sessionSuiteFolders(in: kit).flatMap(FolderSync.swiftFiles))
  }

  /// The module the driver is compiled into against `variant`'s app
  /// ("ComposeMessageLearnerSession"), and against the app as it should be
  /// ("ComposeMessageReferenceSession").
  static func learnerSessionModule(of variant: String) -> String { variant + "LearnerSession" }
  var referenceSessionModule: String { module + "ReferenceSession" }
}

extension Kit {
  /// `Tests/KataSessions`.
  var kataSessions: URL { root.appendingPathComponent("Tests/KataSessions") }

  /// The shared session module's folders: the machinery, then every
  /// kata's vocabulary.
  func sessionKitFolders() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: kataSessions.path)) ?? []
    let vocabularies = names.sorted().map {
      kataSessions.appendingPathComponent("\($0)/Vocabulary")
    }.filter { !FolderSync.swiftFiles(in: $0).isEmpty }
    return [kataSessions.appendingPathComponent("Support")] + vocabularies
  }

  /// The name of the shared session module.
  static let sessionKit = "SessionKit"
}
