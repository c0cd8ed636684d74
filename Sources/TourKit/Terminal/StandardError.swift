import Foundation

/// Standard error, for warnings and errors, so they never mix with results
/// someone pipes into a file.
enum StandardError {
  /// Writes `text`, wrapping any line wider than 80 columns (a list of kata
  /// names, say) so that errors fit the screen like every other page.
  static func write(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      $0.count > 80 ? TextWrapping.wrap(String($0), width: 80) : [String($0)]
    }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}
