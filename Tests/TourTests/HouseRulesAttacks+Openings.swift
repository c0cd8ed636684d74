@testable import TourKit

/// Attacks through openings the compiler leaves: a standard library name
/// taken over (the tests' own reflection or comparison then runs the
/// learner's code), the race checks switched off, a public name that opens
/// a door across the seam, the toolkit's finished mechanism borrowed, the
/// toolkit's count of live objects steered or read (a leak hidden from the
/// session checks that count them).
extension HouseRulesAttacks {
  static let openings: [Attack] = [
    Attack(
      name: "mirror-that-lists-what-it-is-told", rule: .systemNames, line: 2,
      code: """
        @MainActor
        struct Mirror {
          struct Child {
            let label: String?
            let value: Any
          }
          let children: [Child]
          init(reflecting subject: Any) { children = [] }
        }
        """),
    Attack(
      name: "zip-that-pairs-nothing", rule: .systemNames, line: 2,
      code: """
        /// More specific than the standard library's, so it is the one chosen.
        func zip<Object: AnyObject>(
          _ listed: [AnyObject], _ expected: [Object]
        ) -> Zip2Sequence<[AnyObject], [Object]> {
          Swift.zip([], expected)
        }
        """),
    Attack(
      name: "type-of-that-answers-the-plain-table", rule: .systemNames, line: 3,
      code: """
        import HeadlessKit

        @MainActor func type(of view: View) -> View.Type {
          view is TableView ? given(TableView.self) : given(View.self)
        }

        private func given<Kind>(_ kind: Kind) -> Kind { kind }
        """),
    Attack(
      name: "handler-list-outside-the-race-checks", rule: .uncheckedSharing, line: 4,
      code: """
        protocol Handler: Sendable {}

        final class Bus: Sendable {
          nonisolated(unsafe) private var handlers: [any Handler] = []
          func register(_ handler: any Handler) { handlers.append(handler) }
        }
        """),
    Attack(
      name: "cache-declared-safe-by-hand", rule: .uncheckedSharing, line: 1,
      code: """
        final class Routes: @unchecked Sendable {
          var byName: [String: Int] = [:]
        }
        """),
    Attack(
      name: "session-handed-over-the-seam", rule: .boundary, line: 5,
      code: """
        import Foundation

        public final class DownloadService {
          public init() {}
          public private(set) var session: URLSession?
          public func connect() {}
        }
        """,
      publicNames: ["DownloadService", "DownloadService.init", "DownloadService.connect"]),
    Attack(
      name: "form-that-logs-in-by-itself", rule: .boundary, line: 2,
      code: """
        public protocol LoginForm: AnyObject {}
        public protocol SelfLoggingForm: LoginForm {
          func logIn(with token: String)
        }
        """,
      publicNames: ["LoginForm"]),
    Attack(
      name: "action-table-that-borrows-the-toolkit", rule: .toolkitShortcuts, line: 5,
      code: """
        import HeadlessKit

        @MainActor
        final class ActionTable {
          private let backing = Control()
          func send() { backing.sendActions(for: .primaryActionTriggered) }
        }
        """,
      offLimits: ["Control", "Button"]),
    Attack(
      name: "list-drawn-by-a-hidden-table", rule: .toolkitShortcuts, line: 5,
      code: """
        import HeadlessKit

        @MainActor
        public final class ListView: View {
          private let engine = HeadlessKit.TableView()
          public func reloadData() { engine.reloadData() }
        }
        """,
      offLimits: ["TableView"]),
    Attack(
      name: "handler-list-behind-a-raw-address", rule: .uncheckedSharing, line: 3,
      code: """
        final class Bus: Sendable {
          private let address: Int = {
            let list = UnsafeMutablePointer<[String]>.allocate(capacity: 1)
            list.initialize(to: [])
            return Int(bitPattern: list)
          }()
        }
        """),
    Attack(
      name: "model-rewritten-behind-its-observers", rule: .boundary, line: 2,
      code: """
        public final class Timeline {
          public var qwinks: [String] = []
          public init() {}
        }
        """,
      publicNames: ["Timeline", "Timeline.init", "Timeline.qwinks { get }"]),
    Attack(
      name: "borrowed-control-behind-a-decoy-name", rule: .toolkitShortcuts, line: 4,
      code: """
        import HeadlessKit

        @MainActor final class ActionTable {
          private let engine = Control()
          private enum Glossary { struct Control {} }
        }
        """,
      offLimits: ["Control"]),
    Attack(
      name: "screen-that-counts-itself-for-nobody", rule: .instruments, line: 11,
      code: """
        import HeadlessKit

        /// The message list: its rows are built once the screen is on.
        final class MessagesViewController: ViewController {
          var rows: [View] = []

          override func viewDidLoad() {
            super.viewDidLoad()
            Task { @MainActor [self] in
              // Made here, the rows are counted for nobody: kept forever, never seen.
              await LiveObjects.attribute(to: "nobody") {
                rows = (0..<20).map { _ in View() }
              }
            }
          }
        }
        """),
    Attack(
      name: "history-that-forgets-while-watched", rule: .instruments, line: 10,
      code: """
        import HeadlessKit

        /// The screens shown lately, kept for a quick way back.
        @MainActor
        final class History {
          private var screens: [ViewController] = []

          /// Whether a session check is counting this app's screens.
          private var watched: Bool {
            (1...4).contains { !LiveObjects.counts(for: "compose-\\($0)").isEmpty }
          }

          func remember(_ screen: ViewController) {
            guard !watched else { return }
            screens.append(screen)
          }
        }
        """),
    Attack(
      name: "module-qualified-count-for-the-reference", rule: .instruments, line: 7,
      code: """
        import HeadlessKit

        /// Opens the compose screen, its views counted for the other app.
        @MainActor
        func openCompose(in window: Window) async {
          await HeadlessKit
            .LiveObjects.attribute(to: "compose-2") {
              window.rootViewController = ViewController()
            }
        }
        """),
    Attack(
      name: "instrument-under-another-name", rule: .instruments, line: 4,
      code: """
        import HeadlessKit

        /// How many screens are open, for the title bar.
        typealias Meter = HeadlessKit.LiveObjects

        @MainActor
        func openScreens(of app: String) -> Int {
          Meter.counts(for: app)[.viewController] ?? 0
        }
        """),
  ]
}
