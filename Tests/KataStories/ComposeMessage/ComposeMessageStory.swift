import HeadlessKit

@testable import ComposeApp
@testable import ComposeControls

/// compose-message: the user writes a message and sends it, writes another
/// and cancels it, and the app lets go of the closed screen. As shipped,
/// both taps work, each its own way, but the screen outlives its window.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let application = Application()
    let outbox = Outbox()
    weak var closedScreen: ComposeViewController?
    do {
      let window = Window()
      let compose = ComposeViewController(outbox: outbox)
      closedScreen = compose
      window.rootViewController = compose
      window.makeKeyAndVisible(in: application)
      story.note("The user opens a new message. How its controls reach it:")
      let listener = ComposeListener(story: story, compose: compose)

      compose.draftField.insertText("see you at six")
      story.screen("The compose screen, with a draft:", window)

      story.note("The user taps Send.")
      compose.sendButton.tap()
      story.record("Outbox", outbox.sent.isEmpty ? "holds nothing" : "holds \(outbox.sent)")
      story.expect(
        outbox.sent == ["see you at six"] && compose.draftField.text.isEmpty,
        fine: "The draft went to the outbox, once, and the field is empty again.",
        wrong: "Send did not hand the draft to the outbox, once, and empty the field: "
          + "the field says \"\(compose.draftField.text)\".")

      story.note("The user writes another draft, then taps Cancel.")
      compose.draftField.insertText("never mind")
      compose.cancelItem.tap()
      story.expect(
        !window.isKeyWindow && compose.draftField.text.isEmpty && outbox.sent.count <= 1,
        fine: "The draft is gone and the screen's window has closed.",
        wrong: "Cancel did not throw the draft away and close the window: the window is "
          + (window.isKeyWindow ? "still open." : "closed, but the draft is kept."))
      withExtendedLifetime(listener) {}
    }
    story.note("The app lets go of the closed screen.")
    story.expect(
      closedScreen == nil,
      fine: "The closed screen is freed: its controls hold it only weakly.",
      wrong: "The closed screen is still in memory: something it owns holds it "
        + "strongly, so every compose screen ever opened stays.")
  }
}

/// Listens in on the compose screen's controls: it says how each reaches
/// the screen, and stands in front of the old ways (the Send button's
/// closure, the Cancel item's delegate) to say when they are used. It is a
/// target of each control too, to hear the table send a tap.
@MainActor
private final class ComposeListener: ToolbarItemDelegate {
  let story: StoryTeller
  /// Weak, like a control's target: the story must not keep the screen.
  private weak var compose: ComposeViewController?
  private weak var delegate: (any ToolbarItemDelegate)?

  init(story: StoryTeller, compose: ComposeViewController) {
    self.story = story
    self.compose = compose
    compose.loadViewIfNeeded()
    if let onTap = compose.sendButton.onTap {
      compose.sendButton.onTap = { [story] in
        story.record("ActionButton \"Send\"", "calls its onTap closure")
        onTap()
      }
    }
    if let delegate = compose.cancelItem.delegate {
      self.delegate = delegate
      compose.cancelItem.delegate = self
    }
    describeWiring()
    // The finger comes down before the tap completes: this hears Send's
    // table at work before the screen's action runs.
    compose.sendButton.addTarget(self, action: ComposeListener.fingerDown, for: .touchDown)
    compose.cancelItem.addTarget(
      self, action: ComposeListener.itemTapped, for: .primaryActionTriggered)
  }

  private func describeWiring() {
    guard let compose else { return }
    let send = compose.sendButton
    let old = send.onTap == nil ? "" : "; an onTap closure"
    story.record("ActionButton \"Send\"", "targets: \(names(send.allTargets))\(old)")
    let cancel = compose.cancelItem
    let delegate = self.delegate.map { "; delegate: \(type(of: $0))" } ?? ""
    story.record("ToolbarItem \"Cancel\"", "targets: \(names(cancel.allTargets))\(delegate)")
  }

  func fingerDown(_ sender: ActionButton) {
    let targets = names(sender.allTargets.filter { $0 !== self })
    story.record("ActionButton \"Send\"", "sends the tap to its targets: \(targets)")
  }

  func itemTapped(_ sender: ToolbarItem) {
    let targets = names(sender.allTargets.filter { $0 !== self })
    story.record("ToolbarItem \"Cancel\"", "sent the tap to its targets: \(targets)")
  }

  func toolbarItemWasTapped(_ item: ToolbarItem) {
    story.record("ToolbarItem \"Cancel\"", "tells its delegate it was tapped")
    delegate?.toolbarItemWasTapped(item)
  }

  private func names(_ targets: [AnyObject]) -> String {
    targets.isEmpty
      ? "none" : targets.map { String(describing: type(of: $0)) }.joined(separator: ", ")
  }
}
