/// Motion events, simulated: the system would send them when the user moves
/// the device.
extension Application {
  /// Simulates the user shaking the device: the key window's first responder
  /// (or the key window itself when nothing has the focus) is told that a
  /// shake began and then that it ended, or was cancelled when `interrupted`.
  /// Each responder passes the event up the chain unless it handles it.
  public func shake(interrupted: Bool = false) {
    guard let window = keyWindow else { return }
    let responder = window.firstResponder ?? window
    responder.motionBegan(.shake)
    if interrupted {
      responder.motionCancelled(.shake)
    } else {
      responder.motionEnded(.shake)
    }
  }
}
