// HARNESS ATTACK "extends-what-tests-extend" (see Exercises/harness/README.md).
// __EXTENDED_TYPE__ is a standard-library type the kata's tests extend (or
// Optional), and __EXTENDED_MEMBER__ a name they give it or use (or their
// helper's), both filled in by verify.

/// Nothing to start: the attack is the declaration below.
func startHarnessAttack() {}

extension __EXTENDED_TYPE__ {
  /// Named like what the tests add to this type themselves: a version of
  /// the learner's module competes with theirs wherever they call it.
  func __EXTENDED_MEMBER__(harnessShortcut: Void) -> Bool { true }
}
