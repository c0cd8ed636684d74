import Foundation

/// Names one command, for ever: the journal, the bus and a server all use
/// it to tell "this command again" from "another command like it".
///
/// Two "like this post" commands for the same post are two commands (two
/// taps); one command replayed after a crash is the same command, and must
/// not run twice. Only an identifier can tell those apart, so every command
/// gets one when it is made, and keeps it through retries and replays.
public struct CommandID: Hashable, Codable, Sendable, CustomStringConvertible {
  public let rawValue: String

  /// A new, unique identifier: this launch's random prefix and a counter.
  ///
  /// Unique across launches (the prefix is a fresh UUID each launch), and
  /// cheap: a UUID per command would cost more than routing it, because
  /// making one asks the operating system for random bytes.
  public init() {
    let number = Self.counter.withLock { counter in
      counter += 1
      return counter
    }
    rawValue = "\(Self.launchPrefix)-\(number)"
  }

  private static let launchPrefix = UUID().uuidString.lowercased()
  private static let counter = CommandLock(0)

  /// A given identifier: for tests and demos that need to know it in advance.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}
