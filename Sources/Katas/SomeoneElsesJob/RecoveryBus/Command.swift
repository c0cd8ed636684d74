import Foundation

// Provided: you do not need to edit this file.
//
// A command and its handler, as the bus sees them, as the last kata left
// them.

/// Names one command, so a retry can be told from a new command.
public struct CommandID: Hashable, Codable, Sendable {
  public let rawValue: String

  public init() {
    rawValue = UUID().uuidString
  }
}

/// A request for work, and what it gives back (`Output`, already parsed).
public protocol Command: Codable, Sendable {
  associatedtype Output: Sendable
  var id: CommandID { get }
}

/// Runs commands: "can you handle this?" and "execute it".
public protocol CommandHandler: Sendable {
  func canHandle(_ command: any Command) -> Bool
  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable
}
