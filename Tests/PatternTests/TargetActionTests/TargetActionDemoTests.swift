import HeadlessKit
import Testing

@testable import TargetAction

@MainActor
@Suite("The target-action demo shows where each tap goes")
struct TargetActionDemoTests {
  private let trace = TargetActionDemo.run()

  /// The calls as "actor: message" lines, for easy searching.
  private var calls: [String] { trace.calls.map { "\($0.actor): \($0.message)" } }

  /// Whether `expected` appear in `calls` in this order, each as a prefix
  /// (other calls may sit between them).
  private func callsInclude(inOrder expected: [String]) -> Bool {
    var remaining = expected[...]
    for call in calls where remaining.first.map(call.hasPrefix) == true {
      remaining = remaining.dropFirst()
    }
    return remaining.isEmpty
  }

  @Test("Typing reaches both targets, then Send reaches the screen and the outbox")
  func typingThenSend() {
    #expect(
      callsInclude(inOrder: [
        "ComposeViewController: draftChanged(_:): Send is enabled",
        "TypingIndicator: draftChanged(_:): shows",
        "ComposeViewController: send(_:) from Button \"Send\"",
        "Outbox: sends \"see you at six\"",
      ]), "\(calls)")
  }

  @Test("With typing status off, only the screen hears the typing")
  func indicatorRemoved() {
    let indicatorLines = calls.filter { $0.hasPrefix("TypingIndicator") }
    #expect(indicatorLines.count == 1, "\(calls)")
  }

  @Test("Return goes up the chain from the focused field to the screen")
  func returnUpTheChain() {
    #expect(
      callsInclude(inOrder: [
        "TextField \"or seven?\" (focused): sendMessage? no",
        "View (0, 0, 320, 480): sendMessage? no",
        "ComposeViewController: sendMessage? yes",
        "ComposeViewController: sendMessage(_:) came up the chain",
        "Outbox: sends \"or seven?\"",
      ]), "\(calls)")
  }

  @Test("The gesture recognizer and the bar button item reach the screen too")
  func otherSenders() {
    #expect(
      callsInclude(inOrder: [
        "ComposeViewController: endEditing()",
        "ComposeViewController: cancel(_:) from BarButtonItem \"Cancel\"",
        "ComposeViewController: discards the draft",
      ]), "\(calls)")
  }

  @Test("The closed screen is freed and a late tap goes nowhere")
  func freedScreen() {
    #expect(
      callsInclude(inOrder: [
        "ComposeViewController: freed",
        "BarButtonItem \"Cancel\": target gone",
        "Outbox: 2 messages sent in all",
      ]), "\(calls)")
  }
}
