import Foundation

/// One kata as described by its `Exercises/<id>/kata.json`, plus where its
/// files live. The manifest is the single source of truth for a kata's steps:
/// the tour reports against it and `verify` checks the starter against it.
struct Kata: Decodable, Equatable {
  struct Step: Decodable, Equatable {
    /// The test suite type that holds this step's tests, e.g. "Step1".
    let suite: String
    /// What the step asks for, in plain words.
    let title: String
    /// Whether the pristine starter is meant to fail this step.
    let failsOnStarter: Bool
    /// An extra step: offered once the required ones pass, never needed to
    /// finish the kata. Each kata's last step is its modern Swift form.
    let optional: Bool
    /// Names public in the starter that this step ends by making private:
    /// a door the step closes (`NetworkError`). The step passes only when
    /// its tests pass and each of them is closed (see `OpenDoors`).
    let closes: [String]
    /// Uses of a name (`Application.shared`) that this step ends by taking
    /// out of the code, even from a path no test takes: the step passes
    /// only when none is left (see `OpenDoors`).
    let forbids: [String]

    enum CodingKeys: String, CodingKey {
      case suite, title, failsOnStarter, optional, closes, forbids
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      suite = try container.decode(String.self, forKey: .suite)
      title = try container.decode(String.self, forKey: .title)
      failsOnStarter = try container.decode(Bool.self, forKey: .failsOnStarter)
      optional = try container.decodeIfPresent(Bool.self, forKey: .optional) ?? false
      closes = try container.decodeIfPresent([String].self, forKey: .closes) ?? []
      forbids = try container.decodeIfPresent([String].self, forKey: .forbids) ?? []
    }
  }

  let id: String
  let title: String
  /// The id of the lesson this kata practises, e.g. "delegation".
  let pattern: String
  /// The Swift module name, also the folder name under Sources/Katas.
  let module: String
  /// A rough time for the kata, in minutes, for the map and workshop plans.
  let minutes: Int
  /// The files the learner edits, relative to the kata's workbench folder.
  let files: [String]
  let steps: [Step]
  /// The kata's modules, lowest first: each may import only toolkit modules
  /// and the kata's modules before it (see `KataModule`).
  let modules: [KataModule]
  /// Where the kata comes among its pattern's katas (lower first; default 1).
  let order: Int
  /// Starter files the solution deletes (its folder holds only the files it
  /// adds or changes, so a deletion has to be said).
  let removedInSolution: [String]
  /// Known wrong solutions that the tests must reject, each in its step.
  let wrongSolutions: [WrongSolution]
  /// Where verify starts the harness attacks (Exercises/harness): the text
  /// of the line declaring a class that the first step's tests create.
  let harnessHook: String?

  enum CodingKeys: String, CodingKey {
    case id, title, pattern, module, minutes, files, steps, modules, dependencies, order
    case removedInSolution, wrongSolutions
    case harnessHook
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    pattern = try container.decode(String.self, forKey: .pattern)
    module = try container.decode(String.self, forKey: .module)
    minutes = try container.decodeIfPresent(Int.self, forKey: .minutes) ?? 30
    files = try container.decode([String].self, forKey: .files)
    steps = try container.decode([Step].self, forKey: .steps)
    if let modules = try container.decodeIfPresent([KataModule].self, forKey: .modules) {
      self.modules = modules
    } else {
      let dependencies =
        try container.decodeIfPresent([String].self, forKey: .dependencies) ?? ["HeadlessKit"]
      modules = [KataModule(wholeKata: module, dependencies: dependencies)]
    }
    order = try container.decodeIfPresent(Int.self, forKey: .order) ?? 1
    removedInSolution =
      try container.decodeIfPresent([String].self, forKey: .removedInSolution) ?? []
    wrongSolutions =
      try container.decodeIfPresent([WrongSolution].self, forKey: .wrongSolutions) ?? []
    harnessHook = try container.decodeIfPresent(String.self, forKey: .harnessHook)
  }

  /// Where this kata's files are in `kit`.
  struct Paths {
    let exercise: URL
    let brief: URL
    let hints: URL
    let starter: URL
    let workbench: URL
    let solution: URL
    let notes: URL
    let tests: URL
    /// `Exercises/<id>/wrong`: one folder per wrong solution.
    let wrong: URL
  }

  func paths(in kit: Kit) -> Paths {
    let exercise = kit.exercises.appendingPathComponent(id)
    let solution = kit.solutions.appendingPathComponent(id)
    return Paths(
      exercise: exercise,
      brief: exercise.appendingPathComponent("README.md"),
      hints: exercise.appendingPathComponent("hints.md"),
      starter: exercise.appendingPathComponent("starter"),
      workbench: kit.workbench.appendingPathComponent(module),
      solution: solution,
      notes: solution.appendingPathComponent("NOTES.md"),
      tests: kit.kataTests.appendingPathComponent(module + "Tests"),
      wrong: exercise.appendingPathComponent("wrong"))
  }

  /// The number (1-based) of the step whose suite is `suite` ("Step3" → 3),
  /// or nil when the kata has no such step.
  func stepNumber(ofSuite suite: String) -> Int? {
    steps.firstIndex { $0.suite == suite }.map { $0 + 1 }
  }

  /// The steps a learner must pass to finish the kata.
  var requiredSteps: [Step] { steps.filter { !$0.optional } }

  /// The extra steps, offered once the required ones pass.
  var extraSteps: [Step] { steps.filter(\.optional) }

  /// The numbers (1-based) of the required steps and of the extra ones.
  var requiredStepNumbers: [Int] { steps.indices.filter { !steps[$0].optional }.map { $0 + 1 } }
  var extraStepNumbers: [Int] { steps.indices.filter { steps[$0].optional }.map { $0 + 1 } }

  /// Whether step `number` (1-based) is an extra step.
  func isExtra(step number: Int) -> Bool {
    steps.indices.contains(number - 1) && steps[number - 1].optional
  }

  /// Toolkit modules (folders under Sources/Patterns) the kata builds on.
  var dependencies: [String] {
    let own = Set(modules.map(\.name))
    var seen = Set<String>()
    return modules.flatMap(\.dependencies).filter { !own.contains($0) && seen.insert($0).inserted }
  }

  /// The module that holds `path` (relative to the workbench), if any.
  func module(holding path: String) -> KataModule? {
    modules.first { !$0.folder.isEmpty && $0.file(at: path) != nil }
      ?? modules.first { $0.folder.isEmpty }
  }

  /// The kata's modules that `module` may import, directly or through
  /// another of the kata's modules.
  func modulesBelow(_ module: KataModule) -> Set<String> {
    var below = Set<String>()
    var next = module.dependencies
    while let name = next.popLast() {
      guard let found = modules.first(where: { $0.name == name }), below.insert(name).inserted
      else { continue }
      next += found.dependencies
    }
    return below
  }

  /// The test module's name, as it appears in test results ("SlimTimelineTests").
  var testModule: String { module + "Tests" }
}
