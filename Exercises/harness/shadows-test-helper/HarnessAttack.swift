// HARNESS ATTACK "shadows-test-helper" (see Exercises/harness/README.md).
// __TEST_HELPER__ is one of the kata's tests' own helpers, filled in by verify.

/// Nothing to start: the attack is the declaration below.
func startHarnessAttack() {}

/// Named like a helper the tests declare and call by name: at module
/// level, Swift weighs it beside theirs, and a version typed more
/// specifically is the one their calls get.
func __TEST_HELPER__(harnessShortcut: Void) -> Bool { true }
