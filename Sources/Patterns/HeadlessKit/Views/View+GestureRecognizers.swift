/// Gesture recognizers attached to a view. The view owns them (strongly); a
/// recognizer knows its view weakly.
extension View {
  /// The recognizers watching this view, in the order they were added.
  public var gestureRecognizers: [TapGestureRecognizer] { attachedGestureRecognizers }

  /// Attaches `recognizer` to this view, taking it from another view if it
  /// was attached there.
  public func addGestureRecognizer(_ recognizer: TapGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    attachedGestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches `recognizer`; it will recognise nothing until attached again.
  public func removeGestureRecognizer(_ recognizer: TapGestureRecognizer) {
    guard recognizer.view === self else { return }
    attachedGestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}
