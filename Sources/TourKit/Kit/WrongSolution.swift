import Foundation

/// A known wrong way to solve a kata: code that a determined learner might
/// write to turn the tests green without the pattern. `verify` builds each
/// one and requires the step whose idea it breaks to fail, which is what lets
/// a learner trust a green check.
///
/// It is stored as a patch, `Exercises/<kata>/wrong/<name>.patch`: the
/// change that turns the reference solution into it (see `WrongPatch`).
struct WrongSolution: Decodable, Equatable {
  /// Lower-case words with dashes, also the patch's name ("strong-delegate").
  let name: String
  /// One sentence on what it gets wrong about the pattern, for the report.
  let mistake: String
  /// The suite of the step that must reject it ("Step3").
  let failsStep: String
  /// Files of the solution it deletes, as wrong solutions kept as folders
  /// said it. A patch says its deletions itself: `dev convert-wrong` folds
  /// these into the patch, and verify asks for the key to be taken out.
  let removes: [String]
  /// An extra one: beyond the kata's core corpus (at least eight, covering
  /// every kind of mistake), it guards against a regression. The whole-kit
  /// `verify` leaves extras out to stay quick; `verify <kata>`, CI and
  /// `verify --all-wrong` build them too.
  let isExtra: Bool
  /// Its class, as kata.json spells it ("lifetimes"); verify asks for one
  /// of `MistakeClass`'s.
  let className: String?

  /// Its class; nil when kata.json names none, or none the kit knows.
  var mistakeClass: MistakeClass? { className.flatMap(MistakeClass.init(rawValue:)) }

  enum CodingKeys: String, CodingKey {
    case name, mistake, failsStep, removes
    case isExtra = "extra"
    case className = "class"
  }

  init(
    name: String, mistake: String, failsStep: String, removes: [String] = [],
    isExtra: Bool = false, className: String? = nil
  ) {
    self.name = name
    self.mistake = mistake
    self.failsStep = failsStep
    self.removes = removes
    self.isExtra = isExtra
    self.className = className
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    mistake = try container.decode(String.self, forKey: .mistake)
    failsStep = try container.decode(String.self, forKey: .failsStep)
    removes = try container.decodeIfPresent([String].self, forKey: .removes) ?? []
    isExtra = try container.decodeIfPresent(Bool.self, forKey: .isExtra) ?? false
    className = try container.decodeIfPresent(String.self, forKey: .className)
  }

  /// The module name verify builds it under, beside the kata's other
  /// variants: "SlimTimeline" + "Wrong" + "StrongDelegate".
  func module(of kata: Kata) -> String {
    kata.module + "Wrong" + KataID.upperCamelCase(name)
  }
}
