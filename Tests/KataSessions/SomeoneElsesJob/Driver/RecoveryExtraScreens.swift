import Foundation
import SessionKit

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

// The screens a teammate adds on the app's bus, with a happy path only, as
// any screen written today would be: a weather plug-in with a command of
// its own kind, an async home screen that refreshes everything, and async
// callers of the extra step. Each shows what comes back, in one line.

/// Lines of text a screen shows, one per thing it asked for.
@MainActor
final class ShownLines {
  private(set) var lines: [String] = []

  /// Adds a line; returns its place, for the answer to replace it.
  func add(_ line: String) -> Int {
    lines.append(line)
    return lines.count - 1
  }

  func replace(_ index: Int, with line: String) { lines[index] = line }

  var text: String { lines.joined(separator: "\n") }
}

extension ShownLines {
  /// The weather plug-in asks for the forecast, with `command`.
  func askWeather(_ command: WeatherCommand, on bus: CommandBus) {
    let line = add("Forecast: asking...")
    bus.send(command) { [weak self] result in
      switch result {
      case .success(let forecast): self?.replace(line, with: "Forecast: \(forecast)")
      case .failure(let error): self?.replace(line, with: "Could not ask: \(error)")
      }
    }
  }

  /// The async home screen's pull, in a task of its own: the task is
  /// returned, for the session to cancel.
  func refreshHome(on bus: CommandBus) -> Task<Void, Never> {
    let line = add("Call \(lines.count + 1): refreshing everything...")
    let call = lines.count
    return Task { @MainActor [weak self] in
      do {
        let everything = try await refreshEverything(on: bus)
        let videos = everything.videos.map(\.title).joined(separator: ", ")
        let notes = everything.messages.map(\.text).joined(separator: ", ")
        self?.replace(line, with: "Call \(call): videos: \(videos); messages: \(notes)")
      } catch {
        self?.replace(line, with: "Call \(call): could not refresh: \(error)")
      }
    }
  }

  /// An async caller awaits the feed, in a task of its own.
  func awaitFeed(on bus: CommandBus) -> Task<Void, Never> {
    let line = add("Call \(lines.count + 1): waiting for the feed...")
    let call = lines.count
    return Task { @MainActor [weak self] in
      do {
        let videos = try await bus.execute(FeedCommand())
        self?.replace(line, with: "Call \(call): " + videos.map(\.title).joined(separator: ", "))
      } catch {
        self?.replace(line, with: "Call \(call): could not refresh: \(error)")
      }
    }
  }
}

/// The weather plug-in's command: a kind of command neither screen of
/// today sends, which talks to the server like theirs.
struct WeatherCommand: NetworkCommand {
  typealias Output = String
  var id = CommandID()

  func makeRequest() throws -> NetworkRequest { NetworkRequest(path: "/weather") }

  func parse(_ response: NetworkResponse) throws -> String {
    guard
      let forecast = try? JSONDecoder().decode([String: String].self, from: response.body)[
        "forecast"]
    else { throw NetworkError.unreadable }
    return forecast
  }
}
