/// One row of verify's closing table: what was checked, how many checks
/// held and how many did not, and notes on the ones that did not.
struct VerifyRow {
  let name: String
  let passed: Int
  let failed: Int
  let notes: [String]
  /// Said instead of "N passed, N failed" when there is a better summary
  /// (a kata's "starter fails 5/5 · solution passes 5/5 · …").
  var summary: String? = nil

  static func lastLines(of output: String) -> String {
    output.split(separator: "\n").suffix(5).joined(separator: "\n")
  }
}
