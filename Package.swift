// swift-tools-version:6.0
// Patterns Kit: learn the patterns Apple's UI frameworks are built on, by doing.
//
// Layout (see CONTRIBUTING.md for the reasons):
// - Sources/Patterns/<Module>: the headless toolkit, the bus katas' support and one
//   reference module per pattern.
// - Sources/Katas/<Kata>: the learner's workbench, one module per kata, so a kata
//   that does not compile never stops another from being checked.
// - Sources/TourKit + Sources/patterns-tour: the tour CLI.
// The kata tests (Tests/KataTests) are not targets of this package on purpose:
// the tour builds each kata in its own small package under .tour/, so a kata's
// tests only ever compile against that kata. See CONTRIBUTING.md.
import Foundation
import PackageDescription

/// `patterns-tour verify` sets this to build the kit without the learner's
/// workbench katas, so a half-finished kata never breaks the kit's own tests.
let includeWorkbench =
  ProcessInfo.processInfo.environment["PATTERNS_KIT_WITHOUT_WORKBENCH"] == nil

/// `verify`'s thread-sanitizer run sets this to build only the toolkit, the
/// patterns and their tests: the tour has no threads of its own to race,
/// and leaving it out halves what the sanitizer has to compile.
let includeTour = ProcessInfo.processInfo.environment["PATTERNS_KIT_PATTERNS_ONLY"] == nil

/// The learner's workbench. Each kata is split into modules along the seam its
/// pattern exists to make, lowest first, each in a folder of its own name
/// (`Sources/Katas/FeedTheTable/FeedList`); a kata's `kata.json` lists the
/// same modules, and `verify` checks that the two agree.
struct KataModule {
  let name: String
  let dependencies: [Target.Dependency]
}

func kata(_ name: String, _ modules: [KataModule]) -> [Target] {
  modules.map {
    .target(
      name: $0.name, dependencies: $0.dependencies, path: "Sources/Katas/\(name)/\($0.name)")
  }
}

let workbench: [Target] =
  kata(
    "ComposeMessage",
    [
      KataModule(name: "ComposeControls", dependencies: ["HeadlessKit"]),
      KataModule(name: "ComposeApp", dependencies: ["HeadlessKit", "ComposeControls"]),
    ])
  + kata(
    "LoginChain",
    [
      KataModule(name: "LoginResponders", dependencies: ["HeadlessKit"]),
      KataModule(name: "LoginApp", dependencies: ["HeadlessKit", "LoginResponders"]),
    ])
  + kata(
    "MoveTheCard",
    [
      KataModule(name: "CardShapes", dependencies: ["HeadlessKit"]),
      KataModule(name: "PinboardApp", dependencies: ["HeadlessKit", "CardShapes"]),
    ])
  + kata(
    "SlimTimeline",
    [
      KataModule(name: "TimelineDownloads", dependencies: ["HeadlessNetworking"]),
      KataModule(name: "TimelineApp", dependencies: ["HeadlessKit", "TimelineDownloads"]),
    ])
  + kata(
    "FeedTheTable",
    [
      KataModule(name: "FeedList", dependencies: ["HeadlessKit"]),
      KataModule(name: "FeedApp", dependencies: ["HeadlessKit", "FeedList"]),
    ])
  + kata(
    "UntangleQwinkle",
    [
      KataModule(name: "QwinkleModel", dependencies: ["HeadlessNetworking"]),
      KataModule(name: "QwinkleApp", dependencies: ["HeadlessKit", "QwinkleModel"]),
    ])
  + kata(
    "WorkOutOfController",
    [
      KataModule(name: "ClipsBus", dependencies: ["BusSupport"]),
      KataModule(name: "ClipsWork", dependencies: ["BusSupport", "ClipsBus"]),
      KataModule(
        name: "ClipsScreens",
        dependencies: ["HeadlessKit", "ClipsBus", "ClipsWork"]),
    ])
  + kata(
    "SomeoneElsesJob",
    [
      KataModule(name: "RecoveryBus", dependencies: ["BusSupport"]),
      KataModule(name: "RecoveryWork", dependencies: ["BusSupport", "RecoveryBus"]),
      KataModule(
        name: "RecoveryScreens",
        dependencies: ["HeadlessKit", "RecoveryBus", "RecoveryWork"]),
    ])
  + kata(
    "SearchThenPosts",
    [
      KataModule(name: "SearchResources", dependencies: []),
      KataModule(name: "SearchApp", dependencies: ["HeadlessKit", "SearchResources"]),
    ])

/// A folder's README.md (a pattern's reading path, the toolkit's guide) is
/// documentation, not a source of its target: left out where it exists.
func documentation(in folder: String) -> [String] {
  let readme = Context.packageDirectory + "/" + folder + "/README.md"
  return FileManager.default.fileExists(atPath: readme) ? ["README.md"] : []
}

/// The reference modules, one per pattern, each with a test target.
let patterns = [
  "TargetAction", "ResponderChain", "Composite", "Delegation", "DataSource", "MVC",
  "CommandBus", "ResourceObservation",
]

/// What a pattern's module builds on beyond the toolkit: the command bus
/// on the kit's bus plumbing, the scheduler and lock its katas share.
let patternDependencies: [String: [Target.Dependency]] = ["CommandBus": ["BusSupport"]]

/// The tour, its tests and the benchmarks.
let tour: [Target] = [
  .target(name: "TourKit", dependencies: ["HeadlessKit"] + patterns.map { .byName(name: $0) }),
  .executableTarget(name: "patterns-tour", dependencies: ["TourKit"]),
  // Micro-benchmarks that print figures: `swift run -c release patterns-bench`.
  .executableTarget(
    name: "patterns-bench",
    dependencies: ["HeadlessKit", "TourKit"] + patterns.map { .byName(name: $0) }),
  // Golden/ holds the demos' traces, read from disk by DemoTraceTests.
  .testTarget(name: "TourTests", dependencies: ["TourKit"], exclude: ["Golden"]),
]

let package = Package(
  name: "PatternsKit",
  platforms: [.macOS(.v15)],
  products: includeTour ? [.executable(name: "patterns-tour", targets: ["patterns-tour"])] : [],
  targets: [
    // The headless UI toolkit every pattern and kata is built on, and its
    // networking, a module of its own as URLSession is Foundation's, not UIKit's.
    .target(
      name: "HeadlessNetworking", path: "Sources/Patterns/HeadlessNetworking",
      exclude: documentation(in: "Sources/Patterns/HeadlessNetworking")),
    .target(
      name: "HeadlessKit", dependencies: ["HeadlessNetworking"],
      path: "Sources/Patterns/HeadlessKit",
      exclude: documentation(in: "Sources/Patterns/HeadlessKit")),

    // The toolkit's own tests.
    .testTarget(
      name: "HeadlessKitTests", dependencies: ["HeadlessKit"],
      path: "Tests/PatternTests/HeadlessKitTests"),

    // What the command bus and its two katas run on and are tested with (a
    // scheduler, a lock, a fake server): the kit's plumbing, not the
    // learner's work, so one module they all build on, as on the toolkit.
    // Built in every configuration: the command bus's module needs it.
    .target(
      name: "BusSupport", path: "Sources/Patterns/BusSupport",
      exclude: documentation(in: "Sources/Patterns/BusSupport")),
  ]
    + (includeTour ? tour : [])
    // Reference modules, one per pattern, and their tests.
    + patterns.map {
      .target(
        name: $0, dependencies: ["HeadlessKit"] + (patternDependencies[$0] ?? []),
        path: "Sources/Patterns/\($0)", exclude: documentation(in: "Sources/Patterns/\($0)"))
    }
    + patterns.map {
      .testTarget(
        name: "\($0)Tests",
        dependencies: [.byName(name: $0), "HeadlessKit"] + (patternDependencies[$0] ?? []),
        path: "Tests/PatternTests/\($0)Tests")
    }
    + (includeWorkbench ? workbench : []),
  swiftLanguageModes: [.v6]
)
