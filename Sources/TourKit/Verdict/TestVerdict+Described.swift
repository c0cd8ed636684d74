import Foundation

extension TestVerdict {
  /// The verdict in a few words, for verify's notes: "does not compile:
  /// A.swift:3: …", "crashed: …", "ended the run early: …".
  func described(in kit: Kit) -> String {
    switch self {
    case .didNotCompile(let errors):
      let first = errors.first.map {
        "\($0.file.map(kit.relative) ?? $0.diagnostic.path):\($0.diagnostic.line): "
          + $0.diagnostic.message
      }
      return "does not compile" + (first.map { ": \($0)" } ?? "")
    case .crashed(let summary):
      return "crashed: " + summary.joined(separator: "; ")
    case .timedOut(let seconds, let summary, let stall):
      return (["kept the tests \(stall.word) (stopped after \(seconds) s)"] + summary)
        .joined(separator: "; ")
    case .endedEarly(let end):
      return "ended the run early: " + end.explanation
    case .passed:
      return "passed"
    case .failed:
      return "failed"
    case .noTests:
      return "its tests are missing"
    case .brokeHouseRules(let findings):
      return "breaks a house rule: " + findings.map(\.what).joined(separator: "; ")
    case .houseRulesUnread(let reason, _):
      return "the house rules could not be read: " + reason
    case .diskFull:
      return "the disk is full"
    }
  }
}
