import Foundation

/// Writes the files of a new kata, every one a kit author has to fill in,
/// each marked `TODO` where the kata's own words and code go. The result
/// builds and runs at once: its starter fails every step, its solution
/// passes them and its one example wrong solution is rejected, so
/// `verify <kata>` works from the first minute and lists what is still
/// missing (more wrong solutions, the TODOs, the workbench target).
struct KataScaffold {
  let kit: Kit
  let id: String
  let pattern: String
  let stepCount: Int

  var module: String { KataID.upperCamelCase(id) }

  /// The scaffold's two modules: the reusable part, which cannot see the
  /// app, and the app that builds on it (see `KataModule`).
  var example: String { "\(module)Kit/\(module)Example.swift" }
  var screen: String { "\(module)App/\(module)Screen.swift" }

  /// The line to add to the workbench in the kit's Package.swift.
  var packageEntry: String {
    [
      "kata(",
      "  \"\(module)\",",
      "  [",
      "    KataModule(name: \"\(module)Kit\", dependencies: [\"HeadlessKit\"]),",
      "    KataModule(name: \"\(module)App\", dependencies: [\"HeadlessKit\", \"\(module)Kit\"]),",
      "  ])",
    ].joined(separator: "\n")
  }

  /// Every file to write, relative to the kit's root, with its contents.
  var files: [(path: String, text: String)] {
    let starter = KataTemplates.starter(module: module)
    var files: [(String, String)] = [
      (
        "Exercises/\(id)/kata.json",
        KataTemplates.manifest(
          id: id, pattern: pattern, module: module, steps: stepCount)
      ),
      ("Exercises/\(id)/README.md", KataTemplates.brief(id: id, steps: stepCount)),
      ("Exercises/\(id)/hints.md", KataTemplates.hints(steps: stepCount)),
      ("Exercises/\(id)/starter/\(example)", starter),
      ("Exercises/\(id)/starter/\(screen)", KataTemplates.screen(module: module)),
      ("Sources/Katas/\(module)/\(example)", starter),
      ("Sources/Katas/\(module)/\(screen)", KataTemplates.screen(module: module)),
      ("Solutions/\(id)/\(example)", KataTemplates.solution(module: module)),
      ("Solutions/\(id)/NOTES.md", KataTemplates.notes),
      ("Exercises/\(id)/wrong/example.patch", KataTemplates.wrongPatch(module: module)),
      ("Tests/KataStories/\(module)/\(module)Story.swift", KataTemplates.story(module: module)),
    ]
    for step in 1...stepCount {
      files.append(
        (
          "Tests/KataTests/\(module)Tests/Step\(step).swift",
          KataTemplates.test(module: module, step: step)
        ))
    }
    return files
  }

  /// What already stands where the kata would go; the scaffold never
  /// writes over anything.
  var clashes: [String] {
    let manager = FileManager.default
    let places = [
      "Exercises/\(id)", "Solutions/\(id)", "Sources/Katas/\(module)",
      "Tests/KataTests/\(module)Tests", "Tests/KataStories/\(module)",
    ]
    return places.filter { manager.fileExists(atPath: kit.root.appendingPathComponent($0).path) }
  }

  /// Writes the files; returns their paths.
  func write() throws -> [String] {
    let manager = FileManager.default
    for (path, text) in files {
      let url = kit.root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .withoutOverwriting)
    }
    return files.map(\.path)
  }
}
