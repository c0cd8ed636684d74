import HeadlessKit

/// Whoever can send the message being written: the compose screen.
///
/// The draft field sends `.sendMessage` with no target when the user presses
/// return. It does not know which screen it is on; the responder chain finds
/// the first responder above it that adopts this protocol.
@MainActor
protocol MessageSending: Responder {
  func sendMessage(_ sender: AnyObject?)
}

extension Action {
  /// "Send the message being written", for whoever up the chain can.
  static let sendMessage = Action("sendMessage", MessageSending.sendMessage)
}
