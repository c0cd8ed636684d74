/// Refuses mutable global and static state: a store outside the objects the
/// pattern wires together, whatever it is disguised as.
enum GlobalStateRule: HouseRuleCheck {
  /// Foundation and standard library types that hold changeable contents,
  /// or are the process's own stores.
  static let knownStores: Set<String> = [
    "NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSMutableOrderedSet",
    "NSMutableString", "NSMutableData", "NSMutableAttributedString", "NSCountedSet", "NSCache",
    "NSMapTable", "NSHashTable", "NSPointerArray", "Mutex", "Atomic", "AtomicLazyReference",
    "ManagedBuffer", "UnsafeMutablePointer", "UnsafeMutableRawPointer",
    "UnsafeMutableBufferPointer", "UnsafeMutableRawBufferPointer", "OSAllocatedUnfairLock",
    // Any object at all: a struct that keeps one is a handle on a store.
    "AnyObject",
  ]

  /// Stores every object in the process shares, whoever holds them.
  static let sharedStores: Set<String> = [
    "UserDefaults", "NSUserDefaults", "NotificationCenter", "NSNotificationCenter",
    "DistributedNotificationCenter", "NSUbiquitousKeyValueStore", "URLCache",
    "HTTPCookieStorage", "objc_setAssociatedObject", "objc_getAssociatedObject",
  ]

  /// Members that reach a store shared by a thread or a queue.
  static let sharedMembers: Set<String> = [
    "threadDictionary", "setSpecific", "getSpecific", "becomeCurrent",
  ]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    let node = visit.node
    if let name = visit.systemName(in: sharedStores) {
      return [visit.sighting(.globalState, "`\(name)`", word: name)]
    }
    if case .member(let name, _)? = node.reference, sharedMembers.contains(name) {
      return [visit.sighting(.globalState, "`\(name)`", word: name)]
    }
    // The progress a thread reports to: an object any code on the thread
    // can reach, so one made current is a store in disguise.
    if visit.member(of: "Progress") == "current" {
      return [visit.sighting(.globalState, "`Progress.current()`", word: "current")]
    }
    if let shared = sharedObjectWritten(at: visit) {
      let word = String(shared.split(separator: ".").last ?? "")
      return [
        visit.sighting(
          .globalState, "`\(shared)` written to, an object the whole process shares", word: word)
      ]
    }
    guard node.kind == "var_decl", let name = node.name else { return [] }
    let fileScope = visit.parent?.kind == "source_file"
    guard fileScope || node.flags.contains("static") else { return [] }
    let declaration = (fileScope ? "" : "static ") + (node.flags.contains("let") ? "let" : "var")
    let what = "`\(declaration) \(name)`"
    if node.flags.contains("nonisolated(unsafe)") {
      return [visit.sighting(.globalState, what + " marked `nonisolated(unsafe)`")]
    }
    if ProgramDeclarations.isComputed(node) { return [] }
    guard node.flags.contains("let") else {
      return [visit.sighting(.globalState, what + (fileScope ? " at file scope" : ""))]
    }
    return store(in: visit).map { [visit.sighting(.globalState, what + " " + $0)] } ?? []
  }

  /// What makes a global or static `let` a store, if anything: an object
  /// whose contents can change, or a `var` kept alive by a closure.
  private static func store(in visit: NodeVisit) -> String? {
    guard let parent = visit.parent,
      let binding = parent.children[..<visit.position].last(where: {
        $0.kind == "pattern_binding_decl"
      })
    else { return nil }
    let declarations = visit.declarations
    let found = binding.first { inner in
      if let name = inner.referencedName {
        return declarations.isStore(name) || declarations.makesStore(name)
      }
      return inner.kind == "closure_expr" && inner.first(where: Self.isVariable) != nil
    }
    if let found {
      guard let name = found.referencedName else { return "keeps a `var` alive inside a closure" }
      return declarations.makesStore(name)
        ? "holds what `\(name)` makes, an object whose contents can change"
        : "holds a `\(name)`, whose contents can change"
    }
    // The type it is declared with (`let shared: Store = .init()`), read
    // up to its `=`.
    if let start = binding.start, let end = binding.end {
      let equals = visit.file.source.tokens.first {
        $0.offset >= start && $0.offset <= end && $0.text == "="
      }
      let words = visit.words(from: start, to: (equals?.offset ?? end + 1) - 1)
      if let type = words.first(where: { declarations.holdsObject($0.text) }) {
        return "holds a `\(type.text)`, whose contents can change"
      }
      // `let encoder: JSONEncoder = { ... }()`: the type it is declared with.
      let head = visit.file.source.tokens.filter {
        $0.offset >= start && $0.offset < (equals?.offset ?? end + 1)
      }
      let colon = head.first { $0.text == ":" }?.offset
      // A nested type (`Date.FormatStyle`) is its outer type's; a module
      // before a type (`Foundation.JSONEncoder`) changes nothing.
      let annotation = words.filter { word in
        guard word.offset > (colon ?? .max) else { return false }
        let before = head.last { $0.offset < word.offset }
        guard before?.text == "." else { return true }
        let outer = head.last { $0.offset < (before?.offset ?? 0) }
        return NodeVisit.systemModules.contains(outer?.text ?? "")
      }
      if !head.contains(where: { $0.text == "->" }),
        let type = annotation.first(where: { isObject($0.text, visit) })
      {
        return "holds a `\(type.text)`, an object whose contents may change"
      }
      if !head.contains(where: { $0.text == "->" }),
        let known = protocolOnly(annotation.map(\.text), visit)
      {
        return "holds \(known): the compiler knows only a protocol, and an object may be behind it"
      }
    }
    // `static let shared = makeFiling()`, made by a function whose result
    // is known only by a protocol.
    if let factory = protocolFactory(in: binding, visit) {
      return "holds what `\(factory)` makes, known only by a protocol: an object may be behind it"
    }
    // With no type written, a closure's result is what it makes.
    if let type = madeObject(in: binding, visit, closures: !declaresType(binding, visit)) {
      return "holds a `\(type)`, an object whose contents may change (its `userInfo`, its settings)"
    }
    return nil
  }

  /// Foundation and standard library types a global or static `let` may
  /// hold: values, copied when they are handed on, never shared.
  static let plainValues: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
    "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Decimal", "URL",
    "URLComponents", "URLRequest", "Date", "DateComponents", "DateInterval", "Data", "UUID",
    "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange", "Duration",
    "TimeInterval", "TimeZone", "Locale", "Calendar", "CharacterSet", "IndexPath", "IndexSet",
    "Measurement", "CodingUserInfoKey", "Regex", "AttributedString", "NSRange", "ObjectIdentifier",
    "ContinuousClock", "SuspendingClock", "Void", "Never", "AnyHashable", "Notification",
    "KeyPath", "Sendable", "Hashable", "Equatable", "Comparable", "Codable", "Error",
  ]

  /// Whether `type` names an object of a type the program does not
  /// declare and the kit does not know as a value (`JSONEncoder`,
  /// `DateFormatter`, `URLSession`): one whose contents may change.
  private static func isObject(_ type: String, _ visit: NodeVisit) -> Bool {
    guard let first = type.first, first.isUppercase, !plainValues.contains(type) else {
      return false
    }
    return !declaresType(type, visit)
  }

  /// Whether the program or the modules it builds on declare a type or
  /// protocol called `name`, at any depth.
  static func declaresType(_ name: String, _ visit: NodeVisit) -> Bool {
    let names = visit.declarations.names
    return names.typePaths.union(names.protocolPaths).contains {
      $0 == name || $0.hasSuffix("." + name)
    }
  }

  /// An object a global or static `let` makes, `JSONEncoder()` or
  /// `JSONEncoder.init()`, outside any closure (which may make one to
  /// compute a value and let it go).
  private static func madeObject(in node: SyntaxNode, _ visit: NodeVisit, closures: Bool)
    -> String?
  {
    if node.kind == "closure_expr" && !closures { return nil }
    if node.kind == "call_expr", let callee = node.callee {
      var made = callee
      if case .member("init", let base?)? = callee.reference { made = base }
      if case .member(let type, let module?)? = made.reference,
        case .plain(let name)? = module.reference, NodeVisit.systemModules.contains(name),
        isObject(type, visit)
      {
        return type
      }
      if case .plain(let type)? = made.reference, isObject(type, visit) { return type }
      // A function of the program's that returns one (`makeEncoder()`).
      if case .plain(let name)? = made.reference,
        let type = visit.declarations.results[name]?.first(where: { isObject($0, visit) })
      {
        return type
      }
    }
    for child in node.children {
      if let found = madeObject(in: child, visit, closures: closures) { return found }
    }
    return nil
  }

  /// Whether a binding writes its type (`let stamp: String = { ... }()`).
  private static func declaresType(_ binding: SyntaxNode, _ visit: NodeVisit) -> Bool {
    guard let start = binding.start, let end = binding.end else { return true }
    let head = visit.file.source.tokens.prefix { $0.offset <= end }.filter { $0.offset >= start }
    let equals = head.firstIndex { $0.text == "=" } ?? head.endIndex
    return head[..<equals].contains { $0.text == ":" }
  }

  private static func isVariable(_ node: SyntaxNode) -> Bool {
    node.kind == "var_decl" && !node.flags.contains("let")
  }
}
