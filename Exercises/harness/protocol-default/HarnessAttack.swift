// HARNESS ATTACK "protocol-default" (see Exercises/harness/README.md).
// __TEST_MEMBER__ is a member the kata's tests call after a dot, and
// __HOOK_TYPE__ a class of the kata's starter, both filled in by verify.

/// Nothing to start: the attack is the declarations below.
func startHarnessAttack() {}

/// A protocol whose extension gives every adopter a default named like
/// what the tests call: where the tests call it on an adopter that lacks
/// it, the default answers for it.
protocol HarnessShortcut {}

extension HarnessShortcut {
  func __TEST_MEMBER__(harnessShortcut: Void) -> Bool { true }
}

extension __HOOK_TYPE__: HarnessShortcut {}
