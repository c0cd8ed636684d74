// Words the tests' messages share.

/// Said when a screen keeps no QwinkleService, whatever a test of the
/// service goes on to blame.
let noServiceYet = """
  The screen keeps no QwinkleService of its own yet: see the first tests of step 4.
  """

/// "1 download", "3 downloads": a count with its noun, for messages.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// "once", "twice", "3 times", for messages.
func times(_ count: Int) -> String {
  count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
}
