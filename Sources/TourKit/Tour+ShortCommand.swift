extension Tour {
  /// What a learner types to run the tour, at the start of every command a
  /// screen suggests: the kit's `tour` script, which runs the built tour at
  /// once and rebuilds it first only when the tour's own sources changed.
  /// (`swift run patterns-tour` works as well, but pays SwiftPM's start-up,
  /// half a second or more, and prints SwiftPM's lines before every screen.)
  /// One place, so that no screen suggests another way in.
  static let shortCommand = "./tour"
}
