/// Where finished messages go: it packages each one and pushes it to the
/// network. There is no network here, so the outbox keeps what it sent.
@MainActor
final class Outbox {
  /// Every message sent, oldest first.
  private(set) var sent: [String] = []

  func send(_ text: String) {
    sent.append(text)
  }
}
