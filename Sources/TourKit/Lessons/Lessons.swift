/// Every lesson, in the order the tour teaches them.
enum Lessons {
  static let all: [Lesson] = [
    .targetAction,
    .responderChain,
    .composite,
    .delegation,
    .dataSource,
    .mvc,
    .commandBus,
    .resourceObservation,
  ]

  static func named(_ id: String) -> Lesson? {
    all.first { $0.id == id }
  }
}
