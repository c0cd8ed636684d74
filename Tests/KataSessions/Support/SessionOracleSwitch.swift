import Foundation

/// Whether verify asked for the oracle's proof (see
/// `SessionCheck.undeclaredDifferences`): a check never plays it.
public enum SessionOracleSwitch {
  /// The variable verify sets.
  public static let variable = "PATTERNS_TOUR_ORACLE"

  public static var isOn: Bool {
    !(ProcessInfo.processInfo.environment[variable] ?? "").isEmpty
  }
}
