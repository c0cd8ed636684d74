/// A movement of the whole device that the system reports as an event, the
/// stand-in for UIKit's motion event subtypes. Motion events go to the first
/// responder and travel up the chain until someone handles them.
public enum Motion: Sendable, Hashable, CustomStringConvertible {
  /// The user shook the device (the classic "shake to undo").
  case shake

  public var description: String {
    switch self {
    case .shake: "shake"
    }
  }
}
