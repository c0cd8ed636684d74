import Delegation

extension ModernForm {
  static let delegation = ModernForm(
    counterpart: "One answer awaited: let file = try await downloader.download(), "
      + "bridged to the delegate by a checked continuation.",
    explanation: [
      "download() starts the service and suspends inside "
        + "withCheckedThrowingContinuation, which hands it a continuation: the "
        + "one way back to the waiting caller. The delegate callback resumes it "
        + "with the file or the error. Resume exactly once: never, and "
        + "the caller waits for ever; twice, and the app traps. So the bridge keeps "
        + "one waiting continuation, takes it out before resuming, resumes on "
        + "failure and cancellation too, and refuses a second call meanwhile.",
      "News that comes again and again, such as a background session's events, "
        + "does not fit one resume: it becomes an AsyncStream, read by one loop.",
    ],
    sourceFolder: "Sources/Patterns/Delegation/Modern",
    demo: { await AsyncDelegationDemo.run() },
    classicIsBetter: "when an object has many things to ask and tell over its "
      + "life (progress, a password challenge, should I retry?): one delegate "
      + "answers them all, in order, and can reply; a continuation gets one answer.",
    modernIsBetter: "when the caller wants one result: the code reads top to "
      + "bottom, errors are thrown where they are handled, and cancelling the task "
      + "cancels the work.",
    recap: (uikit: "weak delegate", swiftUI: ".task { await }", concurrency: "continuation")
  )
}
