import Foundation
import Testing

@testable import TourKit

/// The global-state rule: a store at file scope or in a static property is
/// refused however it is written; constants, locals and instance
/// properties never are.
@Suite("House rules: global state")
struct HouseRulesGlobalStateTests {
  static let stores: [(String, [String])] = [
    ("var store: [ObjectIdentifier: Int] = [:]\n", ["global-state@1"]),
    ("struct Counter {\n  static var count = 0\n}\n", ["global-state@2"]),
    ("enum Box {\n  static var seen: Int = 0 { didSet {} }\n}\n", ["global-state@2"]),
    ("final class Store { var posts: [String] = [] }\nlet shared = Store()\n", ["global-state@2"]),
    (
      "final class Store { var posts: [String] = [] }\nstruct Wrap { let store = Store() }\n"
        + "enum Keep {\n  static let box = Wrap()\n}\n", ["global-state@4"]
    ),
    (
      "final class Store { var n = 0 }\nextension Store {\n  static let shared: Store = .init()\n}\n",
      ["global-state@3"]
    ),
    (
      "import Foundation\nlet table = NSMapTable<AnyObject, AnyObject>.weakToStrongObjects()\n",
      ["global-state@2"]
    ),
    (
      "let next: () -> Int = {\n  var n = 0\n  return { n += 1; return n }\n}()\n",
      ["global-state@1"]
    ),
    ("import Foundation\nnonisolated(unsafe) let posts = NSMutableArray()\n", ["global-state@2"]),
    (
      "import Synchronization\nenum Seen {\n  static let ids = Mutex<[Int]>([])\n}\n",
      ["global-state@3"]
    ),
    ("enum Context {\n  @TaskLocal static var screen: String = \"\"\n}\n", ["global-state@2"]),
    (
      "import Foundation\nfunc remember(_ text: String) {\n  UserDefaults.standard.set(text, forKey: \"k\")\n}\n",
      ["global-state@3"]
    ),
    ("func f() {\n  struct Local {\n    static var hits = 0\n  }\n}\n", ["global-state@3"]),
    (
      "@MainActor protocol Filing: AnyObject {}\n@MainActor final class Drawer: Filing {}\n"
        + "@MainActor func open() -> any Filing { Drawer() }\n"
        + "@MainActor enum Cabinet {\n  static let drawer: any Filing = open()\n}\n",
      ["global-state@5"]
    ),
    (
      "final class Filing { var n = 0 }\nstruct Handle { let object: AnyObject }\n"
        + "func openHandle() -> Handle { Handle(object: Filing()) }\nlet drawer = openHandle()\n",
      ["global-state@4"]
    ),
    // A shared object's property is a store too, however it is reached.
    (
      "import Foundation\nfinal class Registry: Progress, @unchecked Sendable {\n"
        + "  static func shared() -> Registry? { Progress.current() as? Registry }\n}\n",
      ["unchecked-sharing@2", "global-state@3"]
    ),
    (
      "import Foundation\nfunc remember(_ text: String) {\n  OperationQueue.main.name = text\n}\n",
      ["global-state@3"]
    ),
    (
      "import Foundation\nfunc count() {\n  Foundation.Thread.current.stackSize += 1\n}\n",
      ["global-state@3"]
    ),
    (
      "import Foundation\nfunc keep(_ n: Int) {\n  (OperationQueue.current?.maxConcurrentOperationCount)! = n\n}\n",
      ["global-state@3"]
    ),
    (
      "import Foundation\nenum R {\n  static let request = NSMutableURLRequest()\n}\n",
      ["global-state@3"]
    ),
    (
      "final class Store { var n = 0 }\nfunc makeStore() -> Store { Store() }\n"
        + "enum Keep {\n  static let shared = makeStore()\n}\n", ["global-state@4"]
    ),
    // Swift 6.3's parse dump leaves an attributed type open; what follows
    // it must still be read where it is.
    ("typealias Done = @MainActor () -> Void\nvar store = 0\n", ["global-state@2"]),
    (
      "final class S {\n  let done: @Sendable () -> Void = {}\n  static var n = 0\n}\n",
      ["global-state@3"]
    ),
  ]

  @Test("A global or static store is refused, on its line", arguments: stores)
  func storeIsRefused(code: String, expected: [String]) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == expected, "\(code)")
  }

  static let constants = [
    "struct Feed {\n  static let emptyText = \"No posts yet\"\n  static let limit = 20\n}\n",
    "import Foundation\nenum Paths {\n  static let timeline = URL(fileURLWithPath: \"/q/t.txt\")\n}\n",
    "struct Point { var x = 0 }\nlet origin = Point(x: 0)\nlet names = [\"ana\", \"bo\"]\n",
    "struct Feed {\n  static var computed: Int { 1 }\n  var posts: [String] = []\n}\n",
    "protocol Key {\n  static var defaultValue: Int { get }\n}\n",
    "final class Screen {\n  var count = 0\n  lazy var title = \"x\"\n  func f() { var local = 1; local += 1 }\n}\n",
    "final class Store { var n = 0 }\nfinal class Screen {\n  let store = Store()\n}\n",
    "// static var store = 0\nlet storeName = \"static var store = [:]\"\n",
    "struct Tally {\n  var storeCount = 0\n  func varyStatic() -> Int { storeCount }\n}\n",
    // Writing to one's own objects, or reading a shared one, is no store.
    "final class Screen {\n  var title = \"\"\n  func f(_ other: Screen) { other.title = \"x\"; title += \"y\" }\n}\n",
    "import Foundation\nfunc f() -> String? {\n  var name = OperationQueue.main.name\n  name = nil\n  return name\n}\n",
  ]

  @Test("Constants, locals and instance properties are not stores", arguments: constants)
  func constantPasses(code: String) throws {
    let sandbox = try HouseRulesSandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.summary(code) == [], "\(code)")
  }
}
