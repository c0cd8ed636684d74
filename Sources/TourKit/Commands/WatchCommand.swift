import Foundation

/// `watch [kata]`: checks the kata again every time one of its files is saved.
enum WatchCommand: TourCommand {
  static let name = "watch"
  static let syntax = CommandSyntax(words: [.kata])
  static let summary = "Check again every time you save"
  static let details = """
    Checks the kata, then keeps an eye on its files and checks again after \
    each save. It compares file contents a few times a second rather than \
    relying on file-system events, so it also notices editors that save by \
    writing a new file and renaming it, and works on network drives and WSL. \
    Keys: q quits, h shows the next hint, c checks now, r runs the kata's \
    story (see `run`). Ctrl-C also quits. \
    Without a terminal (e.g. in a script) it runs until stopped.
    """

  /// How often the files are read.
  static let pollMilliseconds: Int32 = 250

  static func run(_ arguments: [String], context: TourContext) throws -> Int32 {
    let words = try read(arguments).words
    let kata = try context.kata(named: words.first)
    try WorkbenchFolder.ensureUsable(kata, context: context, otherwise: "nothing is watched")
    let folder = kata.paths(in: context.kit).workbench

    StopSignal.install()
    let keyboard = KeyboardInput()
    keyboard.start()
    defer { keyboard.stop() }

    var seen = snapshot(of: folder)
    try runCheck(kata, context: context)
    while !StopSignal.wasRequested {
      let key = keyboard.nextKey(waitingUpTo: pollMilliseconds)
      switch key {
      case "q", "Q":
        context.out.line("Stopped watching.")
        return 0
      case "h", "H":
        // A hint taller than the window is paged: the pager needs the
        // keyboard as it was.
        keyboard.stop()
        _ = try? HintCommand.show(for: kata, step: nil, context: context)
        keyboard.start()
        footer(kata, context: context)
        continue
      case "r", "R":
        // The story may be paged: the pager needs the keyboard as it was.
        keyboard.stop()
        _ = try? RunCommand.run([kata.id], context: context)
        keyboard.start()
        footer(kata, context: context)
        continue
      case "c", "C", "\n":
        seen = snapshot(of: folder)
        try runCheck(kata, context: context, reason: "because you pressed c")
        continue
      default:
        break
      }
      let current = snapshot(of: folder)
      guard current != seen else { continue }
      // Debounce: wait until the files stop changing (editors may write in
      // several steps), then check once.
      var settled = current
      while !StopSignal.wasRequested {
        _ = keyboard.nextKey(waitingUpTo: pollMilliseconds)
        let again = snapshot(of: folder)
        if again == settled { break }
        settled = again
      }
      let changed =
        settled.keys.filter { settled[$0] != seen[$0] }.sorted()
        + seen.keys.filter { settled[$0] == nil }.sorted()
      seen = settled
      if !StopSignal.wasRequested {
        try runCheck(
          kata, context: context, reason: "after \(changed.joined(separator: ", ")) changed")
      }
    }
    context.out.line()
    context.out.line("Stopped watching.")
    return 0
  }

  /// The contents of every Swift file in the kata's folder. Comparing contents
  /// rather than modification times catches every kind of save and ignores
  /// saves that changed nothing.
  static func snapshot(of folder: URL) -> [String: Data] {
    var contents: [String: Data] = [:]
    for file in FolderSync.swiftFiles(in: folder) {
      contents[file] = try? Data(contentsOf: folder.appendingPathComponent(file))
    }
    return contents
  }

  private static func runCheck(_ kata: Kata, context: TourContext, reason: String? = nil) throws {
    if context.terminal.isInteractive {
      context.out.clearScreen()  // A fresh report, its title at the top.
    }
    // The check leaves room for the lines below it, so the failing step's
    // title and message stay on the screen.
    context.out.footerLines = footerHeight
    defer { context.out.footerLines = 0 }
    do {
      _ = try CheckCommand.check(kata, context: context)
    } catch is TourError where StopSignal.wasRequested {
      return  // The learner's own Ctrl-C: the loop says "Stopped watching."
    } catch let error as TourError {
      // Keep watching: the next save may fix whatever stopped this check.
      context.out.line(context.terminal.bad("The check could not run: \(error.message)"))
      if let suggestion = error.suggestion { context.out.line(suggestion) }
    }
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    let when =
      "Checked at \(formatter.string(from: Date()))" + (reason.map { " " + $0 } ?? "") + "."
    context.out.line()
    context.out.line(
      context.terminal.dim(TextWrapping.truncate(when, to: min(context.terminal.width, 80))))
    footer(kata, context: context)
  }

  /// The lines under each check: a blank, when it ran, then the keys.
  /// Few, so a check's report keeps the screen for itself.
  private static let footerHeight = 3

  private static func footer(_ kata: Kata, context: TourContext) {
    let t = context.terminal
    guard t.isInteractive else {
      context.out.line(t.dim("Watching \(kata.module) for saves. Press Ctrl-C to stop."))
      return
    }
    let keys = [("q", "quit"), ("h", "hint"), ("c", "check now"), ("r", "run the story")]
      .map { t.command($0.0) + t.dim(" " + $0.1) }
    context.out.line(t.dim("Watching for saves. Keys: ") + keys.joined(separator: t.dim(", ")))
  }
}
