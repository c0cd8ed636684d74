import Foundation

/// A compiler error, with the file mapped back to the kit.
struct CompileError {
  let file: URL?
  let diagnostic: Diagnostic
  /// The compiler's notes on it, each with its file mapped back too.
  var notes: [CompileError] = []
}
