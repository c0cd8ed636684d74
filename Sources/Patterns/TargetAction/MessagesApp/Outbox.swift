/// Where a finished message goes: it packages the text and pushes it to the
/// network. The kit has no network, so the outbox only keeps what it sent.
@MainActor
final class Outbox {
  /// Every message sent, oldest first.
  private(set) var sent: [String] = []

  /// Told, in a few words, what the outbox just did. The demo prints it; a
  /// real app leaves it nil.
  var log: (@MainActor (String) -> Void)?

  func send(_ text: String) {
    sent.append(text)
    log?("sends \"\(text)\"")
  }
}
