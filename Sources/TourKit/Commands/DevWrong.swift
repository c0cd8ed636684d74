import Foundation

/// `dev wrong <kata> <name>`: records a known wrong solution as a patch
/// against the kata's reference solution. `--edit` first writes the
/// solution to a folder to make the mistake in; the next `dev wrong` stores
/// the difference. `--from` takes it from a folder or one file instead.
@MainActor
enum DevWrong {
  static let edit = CommandSyntax.Option(
    name: "--edit", help: "write the solution out to make the mistake in")
  static let fromOption = CommandSyntax.Option(
    name: "--from", value: "folder|file.swift", help: "store the difference from these files")
  static let syntax = CommandSyntax(
    words: [
      CommandSyntax.Word(name: "kata", optional: false),
      CommandSyntax.Word(name: "name", optional: false),
    ], options: [edit, fromOption])

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let input = try syntax.read(arguments, command: "dev wrong", wordsChecked: false)
    let (words, from) = (input.words, input.values(of: fromOption))
    guard words.count == 2, from.count <= 1, from.isEmpty || !input.has(edit) else {
      throw TourError.usage(
        "`dev wrong` takes a kata, a name for the wrong solution, and --edit or --from.",
        suggestion: "For example: \(Tour.shortCommand) dev wrong slim-timeline strong-delegate "
          + "--edit")
    }
    let kata = try context.kata(named: words[0])
    let name = words[1]
    guard KataID.isWellFormed(name) else {
      throw TourError.usage(
        "`\(Echo.quoted(name))` is not a name for a wrong solution: use lower-case words joined by dashes."
      )
    }
    let folder = WrongPatchMaker.editFolder(of: name, kata, context.kit)
    if input.has(edit) { return try edit(name, of: kata, into: folder, context) }
    let source: URL
    if let path = from.first {
      source = URL(fileURLWithPath: path).standardizedFileURL
    } else if FileManager.default.fileExists(atPath: folder.path) {
      source = folder
    } else {
      throw TourError.usage(
        "there is nothing to store for `\(name)` yet.",
        suggestion: "Start from the solution: " + DevCommand.wrongCommand(kata.id, name, "--edit"))
    }
    try store(name, of: kata, from: source, context)
    if source == folder { try? FileManager.default.removeItem(at: folder) }
    return 0
  }

  /// Writes the solution, with the wrong solution's patch when it has one
  /// that applies, into `folder`; never over a folder already there.
  private static func edit(_ name: String, of kata: Kata, into folder: URL, _ context: TourContext)
    throws -> Int32
  {
    let kit = context.kit
    guard !FileManager.default.fileExists(atPath: folder.path) else {
      throw TourError.failure(
        "\(kit.relative(folder))/ is already there, perhaps with your edits.",
        suggestion: "Store it: \(Tour.shortCommand) dev wrong \(kata.id) \(name)\n"
          + "  or delete the folder to start again from the solution.")
    }
    var files = WrongPatch.solutionFiles(of: kata, in: kit)
    var what = "the reference solution"
    let patch = WrongPatch(
      kit: kit, kata: kata, wrong: WrongSolution(name: name, mistake: "", failsStep: ""))
    if FileManager.default.fileExists(atPath: patch.file.path) {
      do {
        for (path, text) in try patch.changedFiles() { files[path] = text }
        what = "the solution, with \(patch.file.lastPathComponent) applied,"
      } catch {
        what += " (the old patch, \(kit.relative(patch.file)), no longer applies; read it there)"
      }
    }
    for (path, text) in files {
      try WrongPatchMaker.write(text, to: folder.appendingPathComponent(path))
    }
    context.out.heading("Wrong solution \(name) of \(kata.id)")
    context.out.paragraph(
      "Copied \(what) into \(kit.relative(folder))/. Make the mistake there, in any editor.")
    context.out.next(
      "Then store it as a patch:", "\(Tour.shortCommand) dev wrong \(kata.id) \(name)")
    return 0
  }

  /// Stores the difference between the solution and `source` as the patch.
  private static func store(_ name: String, of kata: Kata, from source: URL, _ context: TourContext)
    throws
  {
    let kit = context.kit
    let solution = WrongPatch.solutionFiles(of: kata, in: kit)
    let wrong = try files(from: source, over: solution)
    guard let patch = WrongPatchMaker.patch(from: solution, to: wrong) else {
      throw TourError.failure(
        "\(source.path) is the same as the reference solution: a wrong solution must change "
          + "something.")
    }
    let text = try WrongPatchMaker.checkedText(of: patch, from: solution, to: wrong)
    let file = WrongPatch.file(of: name, in: kata.paths(in: kit))
    try WrongPatchMaker.write(text, to: file)
    let out = context.out
    out.heading("Wrong solution \(name) of \(kata.id)")
    let lineCount = TextLines.split(text).count
    out.line("Wrote \(kit.relative(file)) (\(counted(lineCount, "line"))):")
    for line in WrongPatchMaker.summary(of: patch) { out.line("  " + line) }
    if !kata.wrongSolutions.contains(where: { $0.name == name }) {
      out.line()
      out.paragraph("Now list it in kata.json's wrongSolutions, with the step that must reject it:")
      out.line("  {\"name\": \"\(name)\", \"failsStep\": \"Step1\",")
      out.line("   \"mistake\": \"One sentence on what it gets wrong about the pattern.\"}")
    }
    out.next("See its step reject it:", "\(Tour.shortCommand) verify \(kata.id)")
  }

  /// The wrong solution's whole workbench: `source` itself when it is a
  /// folder; the solution with one file replaced when it is a Swift file.
  private static func files(from source: URL, over solution: [String: String]) throws
    -> [String: String]
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else {
      throw TourError.failure("there is no file or folder at \(source.path).")
    }
    if isFolder.boolValue {
      let files = try WrongPatchMaker.files(in: source)
      guard !files.isEmpty else { throw TourError.failure("\(source.path) holds no Swift files.") }
      return files
    }
    let name = source.lastPathComponent
    guard source.pathExtension == "swift" else {
      throw TourError.failure("\(name) is not a Swift file; a wrong solution changes Swift files.")
    }
    let matches = solution.keys.filter { $0 == name || $0.hasSuffix("/" + name) }.sorted()
    guard matches.count == 1, let path = matches.first else {
      throw TourError.failure(
        matches.isEmpty
          ? "the solution has no file called \(name); to add a file, use --from with a folder."
          : "the solution has several files called \(name) (\(matches.joined(separator: ", "))); "
            + "use --from with a folder.")
    }
    var files = solution
    files[path] = try WrongPatchMaker.text(at: source)
    return files
  }
}
