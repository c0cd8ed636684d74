/// The standard bus's handlers, indexed by the command types they take.
///
/// Routing is the bus's hot path: every command asks "who takes this?".
/// Walking a list of handlers and asking each (as the responder chain does)
/// costs more with every handler added. Here a handler's declared types
/// are keys in a dictionary, so the look-up costs the same with 1 handler
/// or 1,000. Only fallbacks, handlers that declare no types, are walked,
/// and only for commands that no indexed handler took.
struct HandlerIndex: HandlerRegistry {
  private var byType: [ObjectIdentifier: [RegisteredHandler]] = [:]
  private var fallbacks: [RegisteredHandler] = []
  private var typesByRegistration: [HandlerRegistration: [ObjectIdentifier]] = [:]
  private var nextNumber = 1

  var count: Int { typesByRegistration.count }

  mutating func add(_ handler: any CommandHandler) -> HandlerRegistration {
    let registration = HandlerRegistration(number: nextNumber)
    nextNumber += 1
    let entry = RegisteredHandler(registration: registration, handler: handler)
    let types = handler.commandTypes.map { ObjectIdentifier($0) }
    typesByRegistration[registration] = types
    if types.isEmpty {
      fallbacks.append(entry)
    } else {
      for type in Set(types) { byType[type, default: []].append(entry) }
    }
    return registration
  }

  mutating func remove(_ registration: HandlerRegistration) {
    guard let types = typesByRegistration.removeValue(forKey: registration) else { return }
    if types.isEmpty {
      fallbacks.removeAll { $0.registration == registration }
    }
    for type in Set(types) {
      byType[type]?.removeAll { $0.registration == registration }
      if byType[type]?.isEmpty == true { byType[type] = nil }
    }
  }

  /// Copying the arrays out is cheap (they are shared until someone changes
  /// them), and lets the bus ask `canHandle` without holding its lock.
  func candidates(
    for type: any Command.Type
  ) -> (listed: [RegisteredHandler], fallbacks: [RegisteredHandler]) {
    (byType[ObjectIdentifier(type)] ?? [], fallbacks)
  }
}
