import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

@Suite("5. The app delegate keeps only its own job: the app's life")
@MainActor
struct Step5 {
  @Test("The app delegate keeps no network and no session, and is no session's delegate")
  func appDelegateDoesNoNetworking() {
    let qwinkle = LaunchedQwinkle()

    let kept = properties(
      of: qwinkle.appDelegate, whoseTypeMentions: ["DownloadNetwork", "DownloadSession"])
    #expect(
      kept.isEmpty,
      """
      AppDelegate still keeps \(names(kept)), so it can still do networking. Its job \
      is the app's life: launching, going to the background, coming back. Look at \
      AppDelegate's stored properties.
      """)
    #expect(
      !isSessionDelegate(qwinkle.appDelegate),
      """
      AppDelegate is still a DownloadSessionDelegate: it still downloads the timeline \
      itself, which is the timeline screen's business, through its QwinkleService.
      """)
  }

  @Test("At launch, the timeline screen loads the timeline through its own service")
  func launchLoadsThroughTheScreen() throws {
    let qwinkle = LaunchedQwinkle()
    let screen = qwinkle.timelineScreen
    let service = try #require(
      qwinkleServices(ownedBy: screen).first,
      "TimelineViewController has no QwinkleService yet: see step 4.")

    #expect(
      qwinkle.network.sessions.allSatisfy { $0.delegate === service }
        && qwinkle.network.isDownloading(QwinkleService.timelineURL),
      """
      At launch the timeline should be downloading through the timeline screen's \
      QwinkleService; the sessions report to \
      \(qwinkle.network.sessions.map { className(of: $0.delegate) }). Look at who \
      starts the first load, and when.
      """)
    try #require(
      qwinkle.network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi"),
      "Nothing is downloading QwinkleService.timelineURL after launch.")
    #expect(
      rows(of: screen.tableView) == ["ana: hi"] && !screen.refreshControl.isRefreshing,
      """
      Once the launch download finished, the timeline shows \
      \(describe(rows(of: screen.tableView))) and its spinner \
      \(screen.refreshControl.isRefreshing ? "still turns" : "stopped"); it should show \
      "ana: hi", spinner stopped.
      """)
  }

  @Test("The timeline screen loads its timeline when it appears, whoever shows it")
  func screenLoadsWhenItAppears() {
    let network = FakeDownloadNetwork()
    let screen = TimelineViewController(timeline: Timeline(currentUser: "dee"), network: network)
    _ = screen.view

    #expect(
      network.runningTasks.isEmpty,
      """
      The timeline screen started a download when its view was merely loaded, before \
      anyone showed it: a screen built and never shown would still use the network. \
      Look at when the timeline screen loads.
      """)

    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: Application())  // No app delegate at all.

    #expect(
      network.isDownloading(QwinkleService.timelineURL),
      """
      Shown in a window with no app delegate around, the timeline screen loaded \
      nothing: it counts on the app delegate to load it. Loading its timeline when it \
      appears is the screen's own job, whoever shows it.
      """)
  }

  @Test("Back in the foreground, the timeline refreshes through its screen's service")
  func foregroundRefreshes() throws {
    let qwinkle = LaunchedQwinkle()
    let screen = qwinkle.timelineScreen
    let service = try #require(
      qwinkleServices(ownedBy: screen).first,
      "TimelineViewController has no QwinkleService yet: see step 4.")
    qwinkle.network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi")

    qwinkle.application.enterForeground()

    let refreshing = qwinkle.network.runningTasks.filter {
      $0.originalURL == QwinkleService.timelineURL
    }
    let throughTheScreen = refreshing.allSatisfy { $0.session?.delegate === service }
    #expect(
      refreshing.count == 1 && throughTheScreen,
      """
      Coming back to the foreground started \(counted(refreshing.count, "download")) of the \
      timeline\(throughTheScreen ? "" : ", not all through the screen's QwinkleService"); \
      it should start one, through the screen's service. The app delegate's part is \
      only to ask the screen to refresh. Look at AppDelegate's foreground callback.
      """)
    #expect(
      screen.refreshControl.isRefreshing,
      "The timeline refreshes after coming back, and its spinner does not turn.")
  }

  @Test("Coming back refreshes the timeline without acting out a user's pull")
  func foregroundIsNoPull() throws {
    let qwinkle = LaunchedQwinkle()
    let screen = qwinkle.timelineScreen
    try #require(
      qwinkle.network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi"),
      "Nothing is downloading QwinkleService.timelineURL after launch.")
    // Another part of the app counts the user's pulls (to show a tip, say).
    let pulls = CallLog()
    screen.refreshControl.addAction(for: .valueChanged) { _ in pulls.calls.append("pull") }

    qwinkle.application.enterForeground()

    #expect(
      pulls.calls.isEmpty,
      """
      Coming back to the foreground made the timeline's refresh control report a \
      pull (.valueChanged) that no user made, so whatever listens for the user's pulls \
      hears a false one. The app delegate only asks the screen to refresh; working the \
      screen's control is the screen's business. Look at AppDelegate's foreground \
      callback.
      """)
    #expect(
      qwinkle.network.isDownloading(QwinkleService.timelineURL)
        && screen.refreshControl.isRefreshing,
      """
      Coming back to the foreground, the timeline is \
      \(qwinkle.network.isDownloading(QwinkleService.timelineURL) ? "" : "not ")downloading \
      and its spinner \(screen.refreshControl.isRefreshing ? "turns" : "does not turn"); \
      it should refresh, spinner turning.
      """)
  }

  @Test("With pulling switched off, coming back still refreshes the timeline")
  func foregroundWithPullingOff() throws {
    let qwinkle = LaunchedQwinkle()
    let screen = qwinkle.timelineScreen
    try #require(
      qwinkle.network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi"),
      "Nothing is downloading QwinkleService.timelineURL after launch.")
    screen.refreshControl.isEnabled = false  // The user cannot pull for now.

    qwinkle.application.enterForeground()

    #expect(
      qwinkle.network.isDownloading(QwinkleService.timelineURL)
        && screen.refreshControl.isRefreshing,
      """
      The user could not pull the timeline (its refresh control was switched off), and \
      coming back to the foreground refreshed nothing: the app's refresh went through \
      the user's gesture on the control, which a switched-off control ignores. The app \
      coming back is no pull; the app delegate asks the screen itself. Look at \
      AppDelegate's foreground callback.
      """)
  }
}
