import Foundation

/// Whether this Mac has an Xcode that `xed` can open a package in.
///
/// `/usr/bin/xed` is on every Mac, but it is only a shim: it hands over to
/// the Xcode that `xcode-select` points at, and fails when that is the
/// Command Line Tools (which have Swift but no Xcode) or nothing at all.
/// So the tour asks `xcode-select -p` first, and can say why not in words
/// rather than pass on the shim's error.
enum XcodeLocator {
  enum Finding: Equatable {
    case found
    /// No Xcode to open: why, in a sentence, what to do about it, and the
    /// command that does it.
    case missing(reason: String, fix: String, command: String)
  }

  /// On a Mac, whether Xcode is there; elsewhere nil (there is no Xcode to
  /// look for).
  static func onThisMac() -> Finding? {
    #if os(macOS)
      let answer = try? ProcessRunner.run("/usr/bin/xcode-select", ["-p"])
      let folder = answer.flatMap { $0.succeeded ? $0.output : nil }
      return judge(developerFolder: folder?.trimmingCharacters(in: .whitespacesAndNewlines))
    #else
      return nil
    #endif
  }

  /// Judges `xcode-select -p`'s answer (nil when it failed). An Xcode's
  /// developer folder lies inside its app, as in
  /// `/Applications/Xcode.app/Contents/Developer`; the Command Line Tools'
  /// is `/Library/Developer/CommandLineTools`.
  static func judge(developerFolder: String?) -> Finding {
    let selectXcode = "sudo xcode-select -s /Applications/Xcode.app"
    guard let folder = developerFolder, !folder.isEmpty else {
      return .missing(
        reason: "no developer tools are selected (xcode-select -p found none).",
        fix: "Install Xcode from the App Store, open it once, then select it:",
        command: selectXcode)
    }
    guard folder.contains(".app/") else {
      return .missing(
        reason: "the selected developer tools are not an Xcode: \(folder).",
        fix: "If Xcode is installed, select it (its path may differ):", command: selectXcode)
    }
    return .found
  }
}
