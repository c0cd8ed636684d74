/// What a user could see of an app at one moment, in named parts: each
/// window's screen, what the app sent (requests, posts, the outbox), what
/// is still alive once a screen was closed. Two apps agree when every part
/// agrees.
public struct Observation: Equatable, Sendable {
  public struct Part: Equatable, Sendable {
    /// "screen 1", "outbox", "alive": what it is, and which one.
    public var name: String
    /// What it shows, one or more lines.
    public var text: String

    public init(_ name: String, _ text: String) {
      self.name = name
      self.text = text
    }
  }

  public private(set) var parts: [Part] = []

  public init(_ parts: [Part] = []) {
    self.parts = parts
  }

  /// Adds a part; a name already there is replaced.
  public mutating func add(_ name: String, _ text: String) {
    if let index = parts.firstIndex(where: { $0.name == name }) {
      parts[index].text = text
    } else {
      parts.append(Part(name, text))
    }
  }

  /// The part called `name`, if the observation has one.
  public func part(_ name: String) -> Part? { parts.first { $0.name == name } }

  /// The names of the parts that differ from `other`'s, in this one's
  /// order, then `other`'s: a part one has and the other lacks differs.
  public func differences(from other: Observation) -> [String] {
    let names = parts.map(\.name) + other.parts.map(\.name).filter { part($0) == nil }
    return names.filter { part($0)?.text != other.part($0)?.text }
  }

  /// Every part put in the form two apps are compared in.
  public func normalized(_ form: (Part) -> Part) -> Observation {
    Observation(parts.map(form))
  }
}
