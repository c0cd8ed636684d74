import BusSupport
import SessionKit

@testable import ClipsBus
@testable import ClipsWork

// The screens a teammate adds on the app's bus, as any screen would: a
// home screen that refreshes everything, a weather plug-in's screen, and
// async callers of the extra step. Each sends its command on the bus and
// shows what comes back, in one line.

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
  /// The home screen's pull: refresh everything, sent on `bus`.
  func refreshEverything(on bus: CommandBus) {
    let line = add("Refreshing everything...")
    bus.send(RefreshEverythingCommand()) { [weak self] result in
      switch result {
      case .success(let everything):
        let videos = everything.feed.map(\.title).joined(separator: ", ")
        let notes = everything.inbox.map(\.text).joined(separator: ", ")
        self?.replace(line, with: "Videos: \(videos); messages: \(notes)")
      case .failure(let error):
        self?.replace(line, with: "Could not refresh everything: \(error)")
      }
    }
  }

  /// The weather plug-in's screen asks for `city`.
  func askWeather(for city: String, on bus: CommandBus) {
    let line = add("\(city): asking...")
    bus.send(WeatherCommand(city: city)) { [weak self] result in
      switch result {
      case .success(let forecast): self?.replace(line, with: "\(city): \(forecast)")
      case .failure(let error): self?.replace(line, with: "\(city): could not ask: \(error)")
      }
    }
  }

  /// An async caller awaits the feed, in a task of its own: the task is
  /// returned, for the session to cancel.
  func awaitFeed(on bus: CommandBus) -> Task<Void, Never> {
    let line = add("Call \(lines.count + 1): waiting...")
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

/// The weather plug-in's command: a forecast for a city.
struct WeatherCommand: Command {
  typealias Output = String
  var id = CommandID()
  let city: String
}

/// A weather plug-in: it takes the forecasts of its own city, and answers
/// at once, each report numbered.
final class WeatherPlugin: CommandHandler {
  let city: String
  private let reports = Locked(0)

  init(city: String) { self.city = city }

  /// What each city's plug-in says.
  static let forecasts = ["Paris": "sunny", "Oslo": "snow"]

  func canHandle(_ command: any Command) -> Bool { (command as? WeatherCommand)?.city == city }

  /// Its own city's forecast, whatever it is asked: a plug-in handed a
  /// command it did not take answers for its city.
  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    let report = reports.withLock {
      $0 += 1
      return $0
    }
    return "\(Self.forecasts[city] ?? "fog"), report \(report)"
  }
}
