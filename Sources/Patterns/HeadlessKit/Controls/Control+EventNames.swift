/// Names for control events, so traces can say which event was sent.
extension Control.Event: CustomStringConvertible {
  private static let names: [(Control.Event, String)] = [
    (.primaryActionTriggered, ".primaryActionTriggered"),
    (.valueChanged, ".valueChanged"),
    (.editingDidEndOnExit, ".editingDidEndOnExit"),
    (.editingChanged, ".editingChanged"),
  ]

  /// E.g. ".valueChanged", or "[.valueChanged, .editingChanged]" for several.
  public var description: String {
    let named = Self.names.filter { contains($0.0) }.map(\.1)
    return named.count == 1 ? named[0] : "[" + named.joined(separator: ", ") + "]"
  }
}
