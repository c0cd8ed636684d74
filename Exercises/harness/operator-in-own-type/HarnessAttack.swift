// HARNESS ATTACK "operator-in-own-type" (see Exercises/harness/README.md).
// __HOOK_TYPE__ is a class of the kata's starter, filled in by verify.

/// Nothing to start: the attack is the declarations below.
func startHarnessAttack() {}

/// An operand no other code has, so these compile beside every `==` and
/// `===` there is.
struct HarnessMarker {}

extension __HOOK_TYPE__ {
  /// Identity and equality the type declares for itself: an `===` typed
  /// more specifically than the standard library's is the one the tests'
  /// identity checks would use on this type.
  static func === (lhs: __HOOK_TYPE__, rhs: HarnessMarker) -> Bool { true }
  static func == (lhs: __HOOK_TYPE__, rhs: HarnessMarker) -> Bool { true }
}
