/// The house rules a learner's workbench is held to before its tests run.
/// Each names a way around a pattern that the behaviour tests cannot see:
/// state kept outside the objects the pattern connects, decisions made by a
/// type's name, reaching past the app into whatever runs it, or changing
/// what the tests' own comparisons mean.
enum HouseRule: String, CaseIterable, Codable, Sendable {
  case globalState = "global-state"
  case reflection
  case processControl = "process-control"
  case fileSystem = "file-system"
  case imports
  case operators
  case foreignMembers = "foreign-members"
  case systemNames = "system-names"
  case uncheckedSharing = "unchecked-sharing"
  case boundary
  case toolkitShortcuts = "toolkit-shortcuts"
  case testNames = "test-names"
  case instruments
  case wallClock = "wall-clock"
  case hiddenBranches = "hidden-branches"

  /// The code that looks for the rule's breaking, node by node: every
  /// case names its own, so a new rule cannot be left out of the walk.
  var checks: [any HouseRuleCheck.Type] {
    switch self {
    case .globalState: return [GlobalStateRule.self]
    case .reflection:
      return [ReflectionRule.self, TypeIdentityRule.self, DescriptionSearchRule.self]
    case .processControl: return [ProcessControlRule.self, FileAddressRule.self]
    case .fileSystem: return [FileSystemRule.self]
    case .imports: return [ImportRule.self]
    case .operators: return [OperatorRule.self]
    case .foreignMembers: return [ForeignMemberRule.self]
    case .systemNames: return [SystemNameRule.self]
    case .uncheckedSharing: return [UncheckedSharingRule.self]
    case .boundary: return [BoundaryRule.self]
    case .toolkitShortcuts: return [ToolkitShortcutRule.self]
    case .testNames: return [TestNameRule.self]
    case .instruments: return [InstrumentRule.self]
    case .wallClock: return [WallClockRule.self]
    case .hiddenBranches: return [HiddenBranchRule.self]
    }
  }

  /// The rule's name, as a learner reads it.
  var title: String {
    switch self {
    case .globalState: return "No global or static store"
    case .reflection: return "No reflection or tests of type names"
    case .processControl: return "No process control or environment"
    case .fileSystem: return "No writing to the file system"
    case .imports: return "Only the modules this module is given"
    case .operators: return "Operators only inside your own types"
    case .foreignMembers: return "What you add to others' types stays private"
    case .systemNames: return "No names the standard library already gives"
    case .uncheckedSharing: return "No switching off the compiler's race checks"
    case .boundary: return "Only what the boundary offers is public"
    case .toolkitShortcuts: return "No borrowed mechanism, no leaning on the tests' doubles"
    case .testNames: return "No declaration that changes what the tests' names mean"
    case .instruments: return "No reaching into the toolkit's instruments"
    case .wallClock: return "No wall clock: no sleeping, no timers, no time now"
    case .hiddenBranches: return "No branch the check cannot take: builds, callers, chance"
    }
  }

  /// Why, in plain words.
  var why: String {
    switch self {
    case .globalState:
      return "A value kept at file scope or in a static property is a store outside the "
        + "objects the pattern wires together: any object can reach it without being "
        + "handed it, so the connection the pattern makes is no longer the only one."
    case .reflection:
      return "Asking an object what type it is, or reading a type's name, decides by "
        + "identity instead of through the protocol the pattern puts between two "
        + "objects; rename a type and the code quietly does something else. An "
        + "error's `NSError` code or domain is its type and case in disguise."
    case .processControl:
      return "Ending the process, sending signals, starting programs or reading the "
        + "command line and environment, or reading a file at an address the code makes "
        + "for itself, reach past the app into whatever runs it (here, the tests). No "
        + "object in a pattern needs them to play its part."
    case .fileSystem:
      return "The kata's objects talk to each other and to the fakes they are handed. "
        + "A file written on the side is a channel outside the pattern, and can change "
        + "what the tests read."
    case .imports:
      return "A module sees only the modules it declares it depends on; that boundary "
        + "keeps the reusable part from knowing its client. Importing anything else, "
        + "or opening a module's insides (@testable, @_spi, @_implementationOnly, "
        + "@_exported), steps around it."
    case .operators:
      return "An operator declared at file scope, or in an extension of a type your code "
        + "does not declare (Array, Optional, String, a toolkit type) or of a protocol, "
        + "is picked by every file that imports your module, the tests included: it "
        + "changes what the tests' comparisons mean, so `==` can say equal for anything."
    case .foreignMembers:
      return "The tests import your module, internal names included, and a member your "
        + "module adds to String, Array, Optional or another type it does not declare "
        + "comes before the one that type had: a `contains` you add to String is the one "
        + "their checks call. The same goes for a name a toolkit type already has."
    case .systemNames:
      return "The tests import your module, and a type or function of yours at module "
        + "level named like the standard library's (`Mirror`, `zip`, `type(of:)`) is the "
        + "one their own code finds first: your module would decide what their checks "
        + "measure."
    case .uncheckedSharing:
      return "`nonisolated(unsafe)` and `@unchecked Sendable` tell the compiler to stop "
        + "checking which threads touch a value. Code that races can then pass its tests "
        + "by luck and fail in an app: the objects a pattern connects keep their state "
        + "where the compiler can see who reaches it."
    case .boundary:
      return "A module's public names are all the modules above it may use, so they are "
        + "the seam itself. The kata's lower modules offer what the pattern needs and no "
        + "more; another public name is a door around the pattern (a screen that reaches "
        + "the service's session, a form that logs in by itself)."
    case .toolkitShortcuts:
      return "This module is where you build a mechanism the toolkit already has, to see "
        + "what it does inside, or code the tests drive through doubles of their own. "
        + "Handing the work to the toolkit's version, or telling the tests' doubles apart, "
        + "passes the tests and leaves the work undone."
    case .testNames:
      return "The tests import your module and Swift weighs every declaration in sight: a "
        + "function of yours named like one of theirs, an operator inside one of your "
        + "types, or a member added to a type or protocol the tests call, can be the one "
        + "their code picks. Then the tests measure what you chose, not what the app does."
    case .instruments:
      return "`LiveObjects` is how the kit's checks count the views, screens, windows and "
        + "cells your app keeps alive, beside the app as it should be. Code that counts its "
        + "screens for someone else, or reads the counts and keeps less while they are read, "
        + "hides a leak from the check: the app still leaks when nobody is counting."
    case .wallClock:
      return "A check looks at your app once the work an action started has run. Work put "
        + "off by time (a sleep, `asyncAfter`, a timer) has not run yet, so a spinner that "
        + "starts again or a post added twice a moment later passes, and a user sees it. "
        + "Reading the time now makes the app act differently on a fast machine and a slow one."
    case .hiddenBranches:
      return "The check builds your code once, for debugging, and calls it from its own "
        + "files. Code that branches on the build (`#if`, work inside `assert`), on where its "
        + "caller is (`#fileID`, the call stack) or on chance passes on the branch the check "
        + "takes, and an app gets the other one."
    }
  }

  /// What to do instead, in the pattern's spirit.
  var instead: String {
    switch self {
    case .globalState:
      return "Keep state in an instance and hand that instance to whoever needs it: "
        + "through an initializer, a property, a delegate or a data source. A "
        + "`static let` of a plain value (a string, a number, a URL) is fine; an "
        + "object such as a `JSONEncoder` belongs to the instance that uses it."
    case .reflection:
      return "Ask through the protocol: give it a requirement or a property that says "
        + "what you need to know, and let each type answer for itself. Tell errors "
        + "apart by the cases their module declares (`catch SessionError.expired`)."
    case .processControl:
      return "Report through the objects you were given: return a value, call the "
        + "delegate, update a view. What an object needs comes in through its "
        + "initializer or its properties; read only the files (URLs) you are handed."
    case .fileSystem:
      return "Keep data in memory, in the model or service you were handed; saving is "
        + "the job of an object given to you for it, never a file of your own."
    case .imports:
      return "Use the modules this one may import, and reach other objects through what "
        + "they hand you."
    case .operators:
      return "Give your own type its operator inside its declaration or an extension of "
        + "it (`static func == (lhs: Item, rhs: Item)` in `struct Item`), or let the "
        + "compiler write `==` for an `Equatable` struct; compare other types as they are."
    case .foreignMembers:
      return "Mark a helper on a type that is not yours `private` or `fileprivate` (or "
        + "write `private extension String`), or make it a function or property of one of "
        + "your own types. A toolkit type may be given new names, never one it has."
    case .systemNames:
      return "Give it a name of your own, or declare it inside one of your types, where "
        + "only your code sees it."
    case .uncheckedSharing:
      return "Keep the state on the main actor (`@MainActor`), in an actor, or behind the "
        + "lock the kata gives you, and let the compiler check every use of it."
    case .boundary:
      return "Keep your helpers internal or private. When the other side needs something, "
        + "use the way the pattern gives it: a delegate call, a data source method, an "
        + "action sent up the chain, a command on the bus."
    case .toolkitShortcuts:
      return "Build it in the files the brief names, from their outline; the toolkit's "
        + "version is there to read (`\(Tour.shortCommand) learn`), not to call. Talk "
        + "to a double only through the protocol your code was handed."
    case .testNames:
      return "Give yours a name the tests do not use, or make it `private` to its file. "
        + "What the starter already declares is yours to keep and change."
    case .instruments:
      return "Leave the counting to the toolkit and free what you no longer need: a `weak` "
        + "delegate, `[weak self]` in a closure that outlives its screen. Your code never "
        + "needs `LiveObjects`; its counterpart in an app is Instruments, outside the app."
    case .wallClock:
      return "Do the work when the event that calls for it comes: the tap, the answer, the "
        + "delegate call. Where a kata needs time, it hands you a clock whose time passes "
        + "when told (search-then-posts' `ManualClock`)."
    case .hiddenBranches:
      return "Do the same thing however the code is built and whoever calls it: decide from "
        + "what your code is handed. A condition that must hold in every build is a "
        + "`precondition`; keep work out of it."
    }
  }
}
