/// Refuses the wall clock in a kata's code: sleeping (`Task.sleep`, a
/// clock's or a thread's `sleep`), work put off by time (`asyncAfter`,
/// `Timer`, a dispatch timer source, a run loop run until a date, a wait
/// with a timeout), and reading the time now (`Date()`, `Date.now`,
/// `ContinuousClock`, `SuspendingClock`, `DispatchTime`), the machine's
/// calendar and time zone, or a file's dates (which the clock wrote).
///
/// A check looks at the app once the work an action started has run as far
/// as it can. Work put off for 300 ms has not run yet, so a spinner that
/// starts again, a field that fills itself back in, or a post added twice
/// a moment later passes every check, and a user sees it. The same code
/// reads differently on a fast machine and a slow one. No kata needs the
/// wall clock: its apps are told when time passes (the kit's
/// `ManualClock`, an event, an answer), which also keeps their checks
/// quick and the same on every run.
///
/// Read from the code's words, so a type in an annotation or a member
/// taken as a value counts as much as a call. Still allowed: the `Date`
/// type itself (a value handed in), a clock type the program declares
/// itself, and a `now` of the program's own (the kit's `ManualClock.now`).
/// A member named `sleep` or `asyncAfter` is refused whoever declares it:
/// declaring one must not open the door to the system's. `sleep(1)` and
/// `usleep` are C functions, which `ProcessControlRule` refuses already.
enum WallClockRule: HouseRuleCheck {
  /// Types whose every use is the wall clock.
  static let types: Set<String> = [
    "Timer", "NSTimer", "DispatchTime", "DispatchWallTime", "DispatchSourceTimer",
    "ContinuousClock", "SuspendingClock", "RunLoop", "CFRunLoop", "CFAbsoluteTimeGetCurrent",
    "TimeZone", "NSTimeZone", "Calendar", "NSCalendar", "NSDate",
  ]

  /// Members that sleep, put work off by time, or name a wall clock.
  static let members: Set<String> = [
    "sleep", "asyncAfter", "scheduledTimer", "makeTimerSource", "continuous", "suspending",
    "contentModificationDateKey", "creationDateKey", "contentAccessDateKey",
    "attributeModificationDateKey", "modificationDate", "creationDate", "contentModificationDate",
  ]

  /// Argument labels only the wall clock's calls have.
  static let labels: Set<String> = [
    "wallTimeout", "afterDelay", "forTimeInterval", "timeIntervalSinceNow",
  ]

  static func look(at visit: NodeVisit) -> [HouseRuleSighting] {
    guard visit.node.kind == "source_file" else { return [] }
    let tokens = visit.file.source.tokens
    let modules = visit.source.allowedImports
    let own = visit.declarations.names
    var sightings: [HouseRuleSighting] = []
    for (index, token) in tokens.enumerated() where token.kind == .word {
      let word = token.text
      let before = index > 0 ? tokens[index - 1].text : ""
      let base = index > 1 ? tokens[index - 2].text : ""
      let after = index + 1 < tokens.count ? tokens[index + 1].text : ""
      let next = index + 2 < tokens.count ? tokens[index + 2].text : ""
      let afterDot = before == "."
      let ownMember = own.members.values.contains { $0.contains(word) }
      var what: String?
      if types.contains(word), !afterDot || modules.contains(base),
        !visit.declarations.ownTypePaths.contains(word), !declarers.contains(before)
      {
        what = "`\(word)`, the wall clock"
      } else if afterDot, members.contains(word), !modules.contains(base) {
        what = "`.\(word)`, work put off by the wall clock"
      } else if afterDot, base == "Date", word.hasPrefix("timeIntervalSince") {
        what = "`Date.\(word)`, the time on the wall clock"
      } else if afterDot, word == "now", base == "Date" || (after == "(" && !ownMember) {
        what = "`.now`, the time on the wall clock"
      } else if word == "Date", !afterDot, after == "(", next == ")" {
        what = "`Date()`, the time on the wall clock"
      } else if after == ":", before == "(" || before == ",",
        labels.contains(word)
          || (word == "timeout" && base == "wait" && index > 2
            && tokens[index - 3].text == ".")
      {
        what = "`\(word):`, a wait on the wall clock"
      }
      guard let what else { continue }
      sightings.append(HouseRuleSighting(rule: .wallClock, what: what, offset: token.offset))
    }
    return sightings
  }

  /// The words that give the name after them.
  private static let declarers: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "case", "let", "var",
  ]
}
