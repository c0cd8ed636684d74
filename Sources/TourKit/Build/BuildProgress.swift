import Foundation

/// How far a long build has got, read from SwiftPM's output as it comes:
/// its "[272/329] Compiling MVC Post.swift" lines say how many of its
/// build steps are done, of how many it knows of so far, and which module
/// it works on. `verify` shows it beside the time so far, so a build of
/// many minutes never looks frozen.
///
/// Fed on the thread that reads the build's output, read on the one that
/// draws the time: everything goes through a lock.
final class BuildProgress: @unchecked Sendable {
  private let lock = NSLock()
  /// The bytes of a line not ended yet.
  private var unfinished = Data()
  private var done = 0
  private var total = 0
  private var doing = ""

  init(doing: String = "") { self.doing = doing }

  /// Reads a piece of the build's output (lines may be cut anywhere).
  func read(_ data: Data) {
    lock.withLock {
      unfinished.append(data)
      while let end = unfinished.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: unfinished[unfinished.startIndex..<end], as: UTF8.self)
        unfinished.removeSubrange(unfinished.startIndex...end)
        take(line)
      }
    }
  }

  /// Says what is under way when the output cannot ("testing 90 variants").
  func set(doing: String) { lock.withLock { self.doing = doing } }

  /// "272/329 built · compiling MVC": the steps done of those known, and
  /// what it is doing now; only what is known so far. (Plain output says
  /// ", " for " · ".)
  func summary(separator: String = " · ") -> String {
    lock.withLock {
      let count = total > 0 ? "\(done)/\(total) built" : ""
      return [count, doing].filter { !$0.isEmpty }.joined(separator: separator)
    }
  }

  /// One line of output. The caller holds the lock.
  private func take(_ line: String) {
    let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
      let counts = text[text.index(after: text.startIndex)..<close].split(separator: "/")
      if counts.count == 2, let step = Int(counts[0]), let steps = Int(counts[1]) {
        done = max(done, step)
        total = max(total, steps)
        if let now = Self.doing(text[text.index(after: close)...]) { doing = now }
        return
      }
    }
    if text.hasPrefix("Building for") || text.hasPrefix("Planning build") {
      doing = "planning the build"
    } else if text.hasPrefix("Build complete") {
      doing = "build complete"
    } else if text.contains("Test run started") || text.hasPrefix("Test Suite 'All tests' started")
    {
      doing = "running the tests"
    }
  }

  /// What a step line says SwiftPM is doing, in a few words; nil for the
  /// small steps between (writing a file list, copying a resource).
  private static func doing(_ step: Substring) -> String? {
    let words = step.split(separator: " ")
    guard let verb = words.first else { return nil }
    switch verb {
    case "Compiling" where words.count > 1: return "compiling \(words[1])"
    case "Emitting" where words.count > 2: return "compiling \(words[2])"
    case "Linking": return "linking"
    default: return nil
    }
  }
}
