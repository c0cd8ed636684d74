@testable import TourKit

/// Attacks that reach a forbidden thing the long way round: a file writer
/// kept as a value, a path built in pieces, a Foundation object's
/// `userInfo` as a store, a type's identity handed back by a member, an
/// error's case read through `NSError` (session 3's determined learners).
extension HouseRulesAttacks {
  static let roundabout: [Attack] = [
    Attack(
      name: "writer-kept-as-a-value", rule: .fileSystem, line: 5,
      code: """
        import Foundation

        func keepCopy(of text: String) {
          // No label on the call: the writer was taken unapplied.
          let save = Data.write
          try? save(Data(text.utf8))(URL(fileURLWithPath: "/tmp/copy.txt"), [])
        }
        """),
    Attack(
      name: "command-line-path-in-pieces", rule: .processControl, line: 5,
      code: """
        import Foundation

        /// Whether the list runs in the app rather than under a test runner.
        func onDevice() -> Bool {
          let path = URL(fileURLWithPath: "/pr" + "oc/self/cmdline")
          let line = (try? Data(contentsOf: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
          return !line.contains("event-stream")
        }
        """),
    Attack(
      name: "encoder-user-info-as-a-store", rule: .globalState, line: 4,
      code: """
        import Foundation

        /// The names searched lately, kept with the encoder every screen shares.
        let sharedEncoder = JSONEncoder()

        @MainActor
        private var recentNames: [String] {
          get { sharedEncoder.userInfo[CodingUserInfoKey(rawValue: "recent")!] as? [String] ?? [] }
          set { sharedEncoder.userInfo[CodingUserInfoKey(rawValue: "recent")!] = newValue }
        }
        """),
    Attack(
      name: "type-identity-through-a-member", rule: .reflection, line: 11,
      code: """
        protocol Command {}

        extension Command {
          static var kind: Any.Type { Self.self }
        }

        /// Remembers which handler took each kind of command.
        final class Routes {
          var handlers: [ObjectIdentifier: String] = [:]
          func handler(for command: any Command) -> String? {
            handlers[ObjectIdentifier(type(of: command).kind)]
          }
        }
        """),
    Attack(
      name: "error-case-through-nserror", rule: .reflection, line: 5,
      code: """
        import Foundation

        /// A session that ran out gets friendlier words than the others.
        func message(for error: any Error) -> String {
          let sessionOver = (error as NSError).code == 2
          return sessionOver ? "log in to see new videos" : "Could not refresh: \\(error)"
        }
        """),
  ]
}
