/// The tour's work that `patterns-bench` times, behind the only public names
/// the tour has besides `Tour.main`. (A benchmark builds with optimisation,
/// where `@testable import` is not allowed, so what it times must be public.)
public enum TourBenchmarks {
  /// Lines `left` up against `right` as `compare` does (`SideBySideDiff`,
  /// comments hidden) and returns how many rows that made.
  public static func compareRows(left: [String], right: [String]) -> Int {
    SideBySideDiff(left: left, right: right, hidingComments: true).rows.count
  }
}
