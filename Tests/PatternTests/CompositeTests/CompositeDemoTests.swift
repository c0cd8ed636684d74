import HeadlessKit
import Testing

@testable import Composite

@MainActor
@Suite("The composite demo shows the card moving as one")
struct CompositeDemoTests {
  private let trace = CompositeDemo.run()

  /// The calls as "actor: message" lines, for easy searching.
  private var calls: [String] { trace.calls.map { "\($0.actor): \($0.message)" } }

  /// The notes, in order: narration and canvas lines.
  private var notes: [String] {
    trace.entries.compactMap { entry -> String? in
      if case .note(let text) = entry { return text }
      return nil
    }
  }

  /// The canvases the demo drew, each as its lines.
  private var canvases: [[String]] {
    var drawings: [[String]] = []
    var current: [String] = []
    for note in notes {
      if note.hasPrefix("    ") {
        current.append(note)
      } else if !current.isEmpty {
        drawings.append(current)
        current = []
      }
    }
    return current.isEmpty ? drawings : drawings + [current]
  }

  @Test("Three canvases: before the drag, after it, and after the move and the fall")
  func canvasesShowTheMove() {
    let drawings = canvases
    #expect(drawings.count == 3)
    let cardRow = drawings.map { lines in lines.firstIndex { $0.contains("┌Card") } }
    #expect(cardRow == [2, 4, 5])
    // In the last drawing the card is in the right-hand column.
    let lastCardLine = drawings.last?.first { $0.contains("┌Card") } ?? ""
    #expect((lastCardLine.range(of: "┌Card")?.lowerBound.utf16Offset(in: lastCardLine) ?? 0) > 36)
  }

  @Test("The responder chain shown runs from the button up through the tree")
  func chain() {
    let chain = notes.filter { $0.hasPrefix("  Button →") || $0.hasPrefix("  Application") }
    #expect(chain.first?.hasPrefix("  Button → CardView → ColumnView → BoardView") == true)
  }

  @Test("The group steps first, then gravity, then collision, each tick")
  func behaviours() {
    let steps = trace.calls.filter { $0.message.hasPrefix("step()") }.map(\.actor)
    #expect(steps == ["Drop", "Gravity", "Collision", "Drop", "Gravity", "Collision"])
  }
}
