import Foundation
import HeadlessKit

/// Runs Qwinkle: the app launches on the public timeline; the user taps "+",
/// writes a Qwink on the new-entry screen and taps Done. The trace follows
/// the Qwink from the user's input into the model, and from the model back
/// out to the timeline's table, which asks its data source (the timeline
/// screen) for the rows again. Then the user cancels a second draft, and
/// nothing reaches the model.
///
/// Every line comes from the code as it runs: the screens describe their
/// own steps through a `log` hook, an observer like any other writes down
/// what the model announces, and a recorder stands in front of the table's
/// data source.
@MainActor
public enum MVCDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let application = Application()
    let (timeline, you) = sampleModel()
    let modelRecorder = RecordingTimelineObserver(trace: trace)
    timeline.addObserver(modelRecorder)

    trace.note("Qwinkle launches. The app delegate hands the model to the timeline.")
    let appDelegate = AppDelegate(timeline: timeline, currentUser: you)
    application.delegate = appDelegate
    application.finishLaunching()
    trace.screen("The timeline screen, drawn from its view tree:", appDelegate.window)
    guard let timelineScreen = appDelegate.timelineViewController else { return trace }
    timelineScreen.log = { trace.record("TimelineViewController", $0) }
    let tableRecorder = RecordingTableDataSource(passingTo: timelineScreen, trace: trace)
    timelineScreen.tableView.dataSource = tableRecorder

    trace.note("The user taps +: target-action calls the timeline screen.")
    let entry = openNewEntry(from: timelineScreen, in: application, trace: trace)
    if let window = entry?.view.window { trace.screen("The new-entry screen:", window) }

    trace.note("The user writes a Qwink and taps Done: input -> model -> view.")
    entry?.textField.insertText("lunch at six?")
    entry?.doneItem.tap()
    trace.screen("Back on the timeline, redrawn from the model:", appDelegate.window)

    trace.note("Another draft, cancelled: the model never hears of it.")
    let second = openNewEntry(from: timelineScreen, in: application, trace: trace)
    second?.textField.insertText("never mind")
    second?.cancelItem.tap()
    trace.record("Timeline", "still \(timeline.qwinks.count) Qwinks; nothing was redrawn")

    withExtendedLifetime((modelRecorder, tableRecorder)) {}
    return trace
  }

  /// Taps "+" and returns the new-entry screen it brought up, with its log
  /// hooked to the trace.
  private static func openNewEntry(
    from timelineScreen: TimelineViewController, in application: Application, trace: Trace
  ) -> NewEntryViewController? {
    timelineScreen.addItem.tap()
    let entry = application.keyWindow?.rootViewController as? NewEntryViewController
    entry?.log = { trace.record("NewEntryViewController", $0) }
    return entry
  }

  /// Three Qwinkers and their Qwinks, and "dee", who is using the app and
  /// follows two of them.
  private static func sampleModel() -> (Timeline, Qwinker) {
    let ana = Qwinker(name: "ana")
    let bo = Qwinker(name: "bo")
    let cy = Qwinker(name: "cy")
    let dee = Qwinker(name: "dee")
    dee.follow(ana)
    dee.follow(bo)
    let timeline = Timeline(qwinkers: [ana, bo, cy, dee])
    timeline.post("chess in the park at six?", by: cy)
    timeline.post("new bakery on Elm Street", by: bo)
    timeline.post("the tram is late again", by: ana)
    return (timeline, dee)
  }
}
