import Foundation
import HeadlessKit

@testable import SearchApp
@testable import SearchResources

/// A service on a fake transport and a manual clock.
@MainActor
func makeService() -> Service {
  Service(transport: FakeTransport(), clock: ManualClock())
}

/// A search screen with its view loaded.
@MainActor
func makeScreen(service: Service) -> SearchViewController {
  let screen = SearchViewController(service: service)
  screen.loadViewIfNeeded()
  return screen
}

/// Writes down the events one resource sends, as an observer's owner.
@MainActor
final class EventLog {
  private(set) var events: [ResourceEvent] = []
  /// What the resource looked like at each event: (had data, had error, loading).
  private(set) var states: [(data: Bool, error: Bool, loading: Bool)] = []

  /// Starts observing `resource`, owned by this log.
  func observe(_ resource: Resource) {
    resource.addObserver(owner: self) { [weak self] resource, event in
      self?.events.append(event)
      self?.states.append(
        (resource.latestData != nil, resource.latestError != nil, resource.isLoading))
    }
  }
}

extension EventLog {
  /// Each event with the state the resource was in when it was told, e.g.
  /// `.error (data, error, idle)`, for comparisons and messages.
  var moments: [String] {
    zip(events, states).map { event, state in
      let data = state.data ? "data" : "no data"
      let error = state.error ? "error" : "no error"
      let loading = state.loading ? "loading" : "idle"
      return ".\(event) (\(data), \(error), \(loading))"
    }
  }
}

/// `{"id": 7, "name": "ana"}`
func userJSON(_ id: Int, _ name: String) -> String {
  #"{"id": \#(id), "name": "\#(name)"}"#
}

/// `[{"id": 0, "title": "..."}, ...]`
func postsJSON(_ titles: String...) -> String {
  "["
    + titles.enumerated().map { #"{"id": \#($0.offset), "title": "\#($0.element)"}"# }
    .joined(separator: ", ") + "]"
}

/// The titles of the posts on screen, top to bottom.
@MainActor
func titles(on screen: SearchViewController) -> [String] {
  screen.postsView.subviews.compactMap { ($0 as? Label)?.text }
}

/// "1 request", "3 requests": a count with its noun, for messages.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// What a message says of an observer that heard nothing at all, not even
/// `.observerAdded`, whatever its test was about: nothing else it could say
/// would be true.
let toldNothing = """
  heard nothing at all, not even .observerAdded when it was added. Look at \
  Resource.addObserver.
  """

/// E.g. `[.observerAdded, .requested]`, for messages.
func describe(_ events: [ResourceEvent]) -> String {
  "[" + events.map { "." + $0.description }.joined(separator: ", ") + "]"
}
