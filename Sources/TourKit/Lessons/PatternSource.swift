/// The five sources the kit is built on. Each lesson and kata brief names
/// the ones it draws on, what it takes from them and where it departs, so a
/// learner can go to the original; the kit's own words never quote them.
enum PatternSource: String, CaseIterable {
  case wwdc2014Session224
  case iPhreaks40
  case separatingUserInterfaceFromWork
  case commandDispatchExample
  case iPhreaks124

  /// How the source is named on screen: enough to find it.
  var citation: String {
    switch self {
    case .wwdc2014Session224:
      return "WWDC 2014 session 224, \"Core iOS Application Architectural Patterns\""
    case .iPhreaks40:
      return "iPhreaks episode 40, on the responder chain and MGPCommandBus"
    case .separatingUserInterfaceFromWork:
      return "the blog post \"Separating user interface from work\", which introduces "
        + "IKBCommandBus"
    case .commandDispatchExample:
      return "\"Command Dispatch Pattern Example\", a YouTube login with failure "
        + "listeners, from a Wrox iOS book"
    case .iPhreaks124:
      return "iPhreaks episode 124, on Siesta, with its author"
    }
  }
}

/// Where a lesson comes from: its sources, what the kit takes from them,
/// and what it changes.
struct LessonOrigin {
  let sources: [PatternSource]
  /// What the kit takes, in its own words.
  let takes: String
  /// Where the kit departs, and why.
  let changes: String

  /// The paragraph `learn` prints under "Where this comes from".
  var paragraph: String {
    let names = sources.map(\.citation)
    let list =
      names.count == 1
      ? names[0] : names.dropLast().joined(separator: "; ") + "; and " + (names.last ?? "")
    return "From \(list). Taken: \(takes) Changed: \(changes)"
  }
}
