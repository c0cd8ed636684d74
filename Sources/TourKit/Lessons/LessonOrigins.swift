/// Each lesson's sources, what it takes from them and what it changes: the
/// facts only, in the kit's own words.
extension LessonOrigin {
  static let targetAction = LessonOrigin(
    sources: [.wwdc2014Session224],
    takes: "the messages screen whose Send button and Cancel bar item, two controls "
      + "with nothing in common, report taps the same way.",
    changes: "Swift has no selectors here, so an action is an unapplied method "
      + "reference, typed by the sender, and the control holds its target weakly.")

  static let responderChain = LessonOrigin(
    sources: [.wwdc2014Session224, .iPhreaks40],
    takes: "the chain from view to app delegate and motion events (the talk); the "
      + "login form whose return key sends a login action up the chain to a "
      + "responder after the app delegate, and the setDelegate trick (the episode).",
    changes: "the kit's own Responder stands in for UIResponder; sendAction returns "
      + "whether anyone handled it, and the kit shows why the trick breaks with two "
      + "screens.")

  static let composite = LessonOrigin(
    sources: [.wwdc2014Session224],
    takes: "the view tree as one object that moves as a whole, and behaviours "
      + "grouped and run as one.",
    changes: "views are headless and drawn as text; frames are measured from the "
      + "parent's corner, as in UIKit.")

  static let delegation = LessonOrigin(
    sources: [.wwdc2014Session224],
    takes: "the download-service demo: networking moved out of a table screen into "
      + "a service with connect() and start(), a weak delegate that stops the "
      + "spinner, and a second callback in place of a cast to the app delegate. "
      + "The slim-timeline kata follows it step by step.",
    changes: "a fake session the tests drive stands in for URLSession, and the "
      + "async bridge of the modern form is the kit's own.")

  static let dataSource = LessonOrigin(
    sources: [.wwdc2014Session224],
    takes: "the table that asks its data source for sections, rows and cells, and "
      + "the same question asked by pickers and page controllers.",
    changes: "the table is headless; the extra step's snapshots follow today's "
      + "diffable data sources, which came after the talk.")

  static let mvc = LessonOrigin(
    sources: [.wwdc2014Session224],
    takes: "Qwinkle, the talk's example app: a model found from user stories, a "
      + "public timeline and a new-entry scene on the same model.",
    changes: "the screens observe the model instead of being told by each other, "
      + "and the networking they duplicated becomes a service of the model's.")

  static let commandBus = LessonOrigin(
    sources: [.separatingUserInterfaceFromWork, .iPhreaks40, .commandDispatchExample],
    takes: "commands that carry their parameters, handlers found by asking, work "
      + "scheduled off the screen and journaling (IKBCommandBus); the bus as the "
      + "responder chain with parameters and a callback (MGPCommandBus); failures "
      + "handled by listeners, not screens (the command dispatch example).",
    changes: "one handler per command, answers on the main actor, and a command "
      + "with no handler reported as an error instead of an assertion; the command "
      + "bus README lists every difference with its reason.")

  static let resourceObservation = LessonOrigin(
    sources: [.iPhreaks124],
    takes: "the resource, not the request, as the unit of networking: observers "
      + "told the current state at once, loadIfNeeded, shared requests, and the "
      + "search-a-user-then-load-posts example.",
    changes: "a small port of Siesta's ideas, not of its code; its README's table "
      + "lists every difference with its reason.")
}
