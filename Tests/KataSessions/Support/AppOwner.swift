import Synchronization

/// A name no other app in the process has, for the toolkit to count an
/// app's live views and screens by (`LiveObjects`). The learner's driver
/// and the reference's are two copies of one source, each with its own
/// statics, so the count lives here, in the module both share.
public enum AppOwner {
  private static let made = Mutex(0)

  public static func next(_ kind: String) -> String {
    made.withLock { count in
      count += 1
      return "\(kind)-\(count)"
    }
  }
}
