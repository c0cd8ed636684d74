import Foundation
import HeadlessKit
import Testing

/// The kata's story, told for `patterns-tour run`: the app, as the learner
/// has written it so far, driven through one scene of its life (a pull to
/// refresh, a login), with what happened said in words.
///
/// It is hosted in the kata's test module because that is where the tour
/// already builds the learner's code with `@testable` access, and at no
/// extra cost: a check compiles it too. A story is not a test and judges
/// nothing here: it says what it sees with `fine` and `wrong`, and `verify`
/// holds each kata to its promise (the starter shows the problem, the
/// solution ends well). Without `PATTERNS_TOUR_STORIES` set, as in a check,
/// it is not told at all.
@Suite("Story")
@MainActor
struct Story {
  @Test("The kata's story, for patterns-tour run")
  func tellTheStory() async {
    guard let teller = StoryTeller(fileID: #fileID) else { return }
    await Story.tell(teller)
    teller.finish()
  }
}

/// Writes a story down as it is told, one entry a line, straight to the
/// file the tour reads. Nothing is held back: if the learner's code traps
/// halfway, the tour still shows every line told before the trap.
///
/// The lines (fields separated by tabs):
/// `note`, a line of narration; `call`, an actor and what it did; `screen`,
/// a title, followed by one `view` line per line of the drawn view tree;
/// `fine` and `wrong`, what the story found; `end`, the story was told to
/// its end.
@MainActor
final class StoryTeller {
  private let file: FileHandle
  private let renderer = ViewTreeRenderer()

  /// Opens `<folder>/<test module>.story`, the folder named by
  /// `PATTERNS_TOUR_STORIES`; nil when it is not set. The test module is
  /// named in `fileID` ("SlimTimelineTests/StoryTeller.swift"), so verify,
  /// which builds a kata's starter and solution side by side, gets a file
  /// for each.
  init?(fileID: String) {
    let environment = ProcessInfo.processInfo.environment
    guard let folder = environment["PATTERNS_TOUR_STORIES"], !folder.isEmpty else { return nil }
    let module = fileID.prefix { $0 != "/" }
    let url = URL(fileURLWithPath: folder).appendingPathComponent("\(module).story")
    guard FileManager.default.createFile(atPath: url.path, contents: nil),
      let file = try? FileHandle(forWritingTo: url)
    else { return nil }
    self.file = file
  }

  /// A line of narration: "The user pulls the timeline down."
  func note(_ text: String) { write("note", text) }

  /// `actor` did or holds `message`: ("Outbox", "holds 1 message").
  func record(_ actor: String, _ message: String) { write("call", actor, message) }

  /// The view tree under `view` as it is now, drawn under `title`.
  func screen(_ title: String, _ view: View) {
    drawing(title, renderer.render(view))
  }

  /// A drawing of some other kind (a picture of where things are), one
  /// line of text a line, under `title`.
  func drawing(_ title: String, _ text: String) {
    write("screen", title)
    for line in text.split(separator: "\n") { write("view", String(line)) }
  }

  /// Something the app did as it should, said in words.
  func fine(_ text: String) { write("fine", text) }

  /// Something the app did wrong, said as what the user would see.
  func wrong(_ text: String) { write("wrong", text) }

  /// Says `fine` or `wrong` as `condition` holds; returns `condition`.
  @discardableResult
  func expect(_ condition: Bool, fine: String, wrong: String) -> Bool {
    if condition { self.fine(fine) } else { self.wrong(wrong) }
    return condition
  }

  /// Marks the story as told to its end.
  func finish() {
    write("end")
    try? file.close()
  }

  private func write(_ fields: String...) {
    let line = fields.map {
      $0.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
    }.joined(separator: "\t")
    file.write(Data((line + "\n").utf8))
  }
}
