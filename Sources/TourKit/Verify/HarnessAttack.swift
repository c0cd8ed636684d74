import Foundation

/// An attack on the check rather than on a kata: code a learner could add
/// to any workbench file to make a check say "Kata complete!" without
/// solving anything, by rewriting the tests' results as the process exits,
/// or by writing passing ones and ending the process.
///
/// The attacks are kit-wide, one folder each under Exercises/harness, all
/// with the same entry point, `startHarnessAttack()`, and the same shared
/// file. Each kata names in kata.json's `harnessHook` the declaration of a
/// class its first step's tests create; verify adds a stored property
/// there whose initial value calls the entry point, so the attack starts
/// the first time the tests touch the kata's code, as a learner's would.
/// Verify builds every attack over every kata's starter (and, with the
/// extras, over its solution: see `Base.built`), runs each alone (an attack ends the process it runs in), and
/// requires the harness to say the run ended early: judged by the test run
/// itself, never by reading the attack's source.
struct HarnessAttack: Decodable, Equatable {
  /// Lower-case words with dashes, also its folder's name.
  let name: String
  /// What it tries, in a sentence, for the report.
  let tries: String
  /// An extra one, built by `verify <kata>`, `--all-wrong` and CI.
  let isExtra: Bool
  /// The gate that must catch it: the run judged to have ended early (an
  /// attack on the report, the default), or a house rule (one that
  /// changes what the tests' names mean: `"caughtBy": "test-names"`).
  let expects: Gate

  /// Whether it ends the process it runs in, and so runs alone: an attack
  /// on the report does.
  var runsAlone: Bool { expects == .endedEarly }

  enum CodingKeys: String, CodingKey {
    case name, tries
    case isExtra = "extra"
    case caughtBy
  }

  enum Failure: Error, CustomStringConvertible {
    case unknownGate(String, attack: String)

    var description: String {
      switch self {
      case .unknownGate(let gate, let attack):
        return "harness attack `\(attack)`: \"caughtBy\": \"\(gate)\" names no house rule"
      }
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    tries = try container.decode(String.self, forKey: .tries)
    isExtra = try container.decodeIfPresent(Bool.self, forKey: .isExtra) ?? false
    if let rule = try container.decodeIfPresent(String.self, forKey: .caughtBy) {
      guard let houseRule = HouseRule(rawValue: rule) else {
        throw Failure.unknownGate(rule, attack: name)
      }
      expects = .houseRule(houseRule)
    } else {
      expects = .endedEarly
    }
  }

  /// What an attack is laid over.
  enum Base: String, CaseIterable {
    case starter, solution

    /// What a run lays the attacks over. Over the starter always: an
    /// untouched starter read as "Kata complete!" is the attack's whole
    /// point. Over the solution too with the extras (`--all-wrong`, CI,
    /// `verify <kata>`): the same harness judges both, so a plain `verify`
    /// leaves that proof to them and builds a quarter fewer variants.
    static func built(includingExtras: Bool) -> [Base] {
      includingExtras ? allCases : [.starter]
    }
  }

  /// The module verify builds it under: "ComposeMessage" + "Harness" +
  /// "RewriteAtExit" + "Solution".
  func module(of kata: Kata, over base: Base) -> String {
    kata.module + "Harness" + KataID.upperCamelCase(name) + KataID.upperCamelCase(base.rawValue)
  }

  /// The line verify adds after the kata's hook.
  static let hookLine = "  let harnessAttackStarted: Void = startHarnessAttack()"

  /// The folder of the attacks, and the file every attack is built with.
  static func folder(in kit: Kit) -> URL { kit.exercises.appendingPathComponent("harness") }
  static func sharedFile(in kit: Kit) -> URL {
    folder(in: kit).appendingPathComponent("HarnessForgery.swift")
  }

  /// Exercises/harness/attacks.json; none when the kit has no harness.
  static func load(from kit: Kit) throws -> [HarnessAttack] {
    let file = folder(in: kit).appendingPathComponent("attacks.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return [] }
    return try JSONDecoder().decode([HarnessAttack].self, from: Data(contentsOf: file))
  }
}
