import Foundation

/// A kata's story as the learner's code told it (see
/// `Tests/KataStories/Support/StoryTeller.swift`, which writes it): the
/// trace `run` prints, and what the story found, fine or wrong.
///
/// The story file has one entry a line, fields separated by tabs, written
/// as the story goes; a story cut short by a trap in the learner's code
/// has every line up to the trap and no `end`.
struct KataStory: Equatable {
  enum Entry: Equatable {
    /// A line of narration.
    case note(String)
    /// An actor and what it did, as a demo's trace shows calls.
    case call(actor: String, message: String)
    /// A drawing (a view tree, a picture of the board) under its title.
    case screen(title: String, lines: [String])
    /// Something the app did as it should, or did wrong.
    case fine(String)
    case wrong(String)
  }

  var entries: [Entry] = []
  /// Whether the story was told to its end.
  var isFinished = false

  /// What went wrong, in the order the story found it.
  var problems: [String] {
    entries.compactMap { if case .wrong(let text) = $0 { text } else { nil } }
  }

  /// Whether the story ends well: told to its end, and nothing went wrong.
  var endsWell: Bool { isFinished && problems.isEmpty }

  /// Reads a story file's text; lines it does not know are skipped.
  static func parse(_ text: String) -> KataStory {
    var story = KataStory()
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      switch (fields[0], fields.count) {
      case ("note", 2): story.entries.append(.note(fields[1]))
      case ("call", 3): story.entries.append(.call(actor: fields[1], message: fields[2]))
      case ("screen", 2): story.entries.append(.screen(title: fields[1], lines: []))
      case ("view", 2):
        if case .screen(let title, let lines)? = story.entries.last {
          story.entries[story.entries.count - 1] = .screen(title: title, lines: lines + [fields[1]])
        }
      case ("fine", 2): story.entries.append(.fine(fields[1]))
      case ("wrong", 2): story.entries.append(.wrong(fields[1]))
      case ("end", 1): story.isFinished = true
      default: continue
      }
    }
    return story
  }

  /// The story as lines no wider than `width`, as `demo` prints a trace:
  /// notes flush left, calls with their actors in a column, drawings
  /// indented under their title (cut with `…` if too wide), and what was
  /// found marked `✔` or `✘` (or `fineMark` and `wrongMark`).
  func lines(width: Int, fineMark: String = "✔", wrongMark: String = "✘") -> [Line] {
    let actorWidth =
      entries.map { if case .call(let actor, _) = $0 { actor.count } else { 0 } }
      .max() ?? 0
    var lines: [Line] = []
    for entry in entries {
      switch entry {
      case .note(let text):
        lines += TextWrapping.wrap(text, width: width).map { Line($0) }
      case .call(let actor, let message):
        let lead = "  " + actor + String(repeating: " ", count: actorWidth - actor.count) + "  "
        let wrapped = TextWrapping.hanging(message, width: width, indent: lead.count)
        lines.append(Line(lead + wrapped[0]))
        lines += wrapped.dropFirst().map { Line($0) }
      case .screen(let title, let drawing):
        lines += TextWrapping.wrap(title, width: width).map { Line($0) }
        lines += drawing.map { Line(TextWrapping.truncate(Self.drawingIndent + $0, to: width)) }
      case .fine(let text):
        lines += marked(text, fineMark, width: width, kind: .fine)
      case .wrong(let text):
        lines += marked(text, wrongMark, width: width, kind: .wrong)
      }
    }
    return lines
  }

  /// The titles of the drawings that `lines(width:)` has to cut to fit
  /// `width`, indented as they are.
  func drawingsCut(at width: Int) -> [String] {
    entries.compactMap { entry in
      guard case .screen(let title, let drawing) = entry,
        drawing.contains(where: { $0.count + Self.drawingIndent.count > width })
      else { return nil }
      return title
    }
  }

  /// How far a drawing is indented under its title, as in a demo's trace.
  static let drawingIndent = "    "

  /// One line of the printed story, and whether it says what was found.
  struct Line: Equatable {
    enum Kind { case trace, fine, wrong }
    let text: String
    var kind = Kind.trace

    init(_ text: String, kind: Kind = .trace) {
      self.text = text
      self.kind = kind
    }
  }

  private func marked(_ text: String, _ mark: String, width: Int, kind: Line.Kind) -> [Line] {
    let lead = "  " + mark + " "
    let wrapped = TextWrapping.hanging(text, width: width, indent: lead.count)
    return [Line(lead + wrapped[0], kind: kind)] + wrapped.dropFirst().map { Line($0, kind: kind) }
  }
}
