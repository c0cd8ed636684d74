import HeadlessKit
import Testing

@testable import ComposeApp
@testable import ComposeControls

@Suite("3. Send hands the draft to the outbox and clears the field")
@MainActor
struct Step3 {
  @Test("The Send button's one target is the compose screen")
  func sendButtonTargetsTheScreen() {
    let scene = ComposeScene()
    let button = scene.compose.sendButton
    let stillOnTap = button.onTap == nil ? "" : " It still reports through its onTap closure."

    #expect(
      contains(button.allTargets, scene.compose),
      """
      The compose screen is loaded, and its Send button should report taps to it, the \
      screen, as its target; but the button's targets are: \
      \(names(of: button.allTargets)).\(stillOnTap) \
      \(tableListsTargets()
        ? "Look at how ComposeViewController wires its Send button when its view loads."
        : "No button lists a target it was given yet: see step 1.")
      """)
    #expect(
      button.allTargets.count <= 1,
      """
      The Send button should have one target, the compose screen, but its targets are: \
      \(names(of: button.allTargets)). An object in between that the button calls, and \
      that calls the screen in turn, goes around target-action. Look at what \
      ComposeViewController hands the button when its view loads.
      """)
    #expect(
      button.onTap == nil,
      """
      The Send button still has an onTap closure\
      \(button.allTargets.isEmpty ? "" : " besides its target"). The closure captures the \
      screen strongly (step 5 shows what that costs)\
      \(button.allTargets.isEmpty ? "" : ", and a tap would now reach the screen twice"). \
      Look at how ComposeViewController wires its Send button.
      """)
  }

  @Test("Tapping Send hands the draft to the outbox, once, and clears the field")
  func sendSendsTheDraft() {
    let scene = ComposeScene()
    scene.compose.draftField.insertText("see you at six")

    scene.compose.sendButton.tap()

    #expect(
      scene.outbox.sent == ["see you at six"],
      """
      "see you at six" was typed and Send tapped once, so the outbox should hold that \
      draft once; it holds \(scene.outbox.sent). Look at what the screen does when its \
      Send button reports a tap, and compare it with what sendDraft() did.
      """)
    #expect(
      scene.compose.draftField.text.isEmpty,
      """
      After Send the field should be empty, ready for the next message, but it still says \
      "\(scene.compose.draftField.text)". Look at what the screen does when Send reports \
      a tap.
      """)
  }

  @Test("Nothing is sent while the finger is only down on Send")
  func nothingSentOnTouchDown() {
    // One listener for the finger coming down is added before the screen
    // wires its Send button, one after: whichever order the button calls
    // them in, each sees the outbox as it was when the finger came down.
    let outbox = Outbox()
    let compose = ComposeViewController(outbox: outbox)
    let early = OutboxProbe(outbox)
    compose.sendButton.addTarget(early, action: OutboxProbe.fingerCameDown, for: .touchDown)
    compose.loadViewIfNeeded()
    let late = OutboxProbe(outbox)
    compose.sendButton.addTarget(late, action: OutboxProbe.fingerCameDown, for: .touchDown)
    compose.draftField.insertText("see you at six")

    compose.sendButton.tap()

    for (probe, when) in [(early, "before"), (late, "after")] {
      #expect(
        probe.sentAtTouchDown == [[]],
        probe.sentAtTouchDown.isEmpty
          ? """
          A listener for the finger coming down on Send (.touchDown), added \(when) the \
          screen loaded, was never called. \(nothingRan)
          """
          : """
          When the finger came down on Send (.touchDown), the outbox should still have \
          been empty, but a listener added \(when) the screen loaded saw it hold \
          \(probe.sentAtTouchDown[0]). The draft goes when the tap completes; a finger \
          that comes down and slides off sends nothing. Look at the event the screen's \
          Send action is registered for.
          """)
    }
    #expect(
      outbox.sent == ["see you at six"],
      """
      After the whole tap the outbox should hold the draft once; it holds \(outbox.sent). \
      Look at what the screen does when its Send button reports a completed tap.
      """)
  }

  @Test("Everything a tap on Send reaches is listed among its targets")
  func closureActionsAreTargetsToo() {
    let scene = ComposeScene()
    let button = scene.compose.sendButton
    let log = CallLog()
    button.addAction(for: .primaryActionTriggered) { _ in log.calls.append("closure") }

    button.tap()

    // Closure actions work only once the extra step is done; until then
    // there is nothing more to list.
    guard log.calls == ["closure"] else { return }
    #expect(
      button.allTargets.count == 2 && contains(button.allTargets, scene.compose),
      """
      A closure action was added to the Send button and a tap ran it, so the button has \
      two targets, the compose screen and that action; but its targets are: \
      \(names(of: button.allTargets)). A closure action is a target like any other, and \
      the list says what a tap reaches: look at which live targets ActionTable leaves \
      out of allTargets, and at how the screen's Send reaches the screen.
      """)
  }

  @Test("Renamed, the Send button still sends")
  func renamedSendStillSends() {
    let scene = ComposeScene()
    scene.compose.sendButton.title = "Envoyer"
    scene.compose.draftField.insertText("see you at six")

    scene.compose.sendButton.tap()

    #expect(
      scene.outbox.sent == ["see you at six"],
      """
      A translator renamed the Send button "Envoyer", and then one tap put \
      \(scene.outbox.sent) in the outbox instead of the draft. What a tap on Send means \
      should not depend on its title: look for code that reads a control's title to \
      decide what to do.
      """)
  }

  @Test("Send's action sends the draft whoever sends it")
  func sendFromAnotherSender() {
    let scene = ComposeScene()
    // A second button that stands in for Send, as a keyboard bar's would:
    // it sends the Send button's actions, with itself as the sender.
    let standIn = ActionButton(title: "Post")
    scene.compose.draftField.insertText("see you at six")

    scene.compose.sendButton.actions.sendActions(for: .primaryActionTriggered, from: standIn)

    #expect(
      scene.outbox.sent == ["see you at six"] && scene.compose.draftField.text.isEmpty,
      scene.compose.sendButton.allTargets.isEmpty
        ? """
        The Send button's actions were sent by another button standing in for it, but \
        Send has no target for them to reach: see the first test of this step.
        """
        : """
        The Send button's actions were sent by another button standing in for it (as a \
        keyboard shortcut or a second Send in a toolbar would send them), and then the \
        outbox held \(scene.outbox.sent) and the field said \
        "\(scene.compose.draftField.text)"; the draft should have gone, as for a tap on \
        Send. An action does its job whoever sends it: look for code that works out \
        which control reported before deciding what to do.
        """)
  }

  @Test("With two compose screens open, Send sends its own screen's draft")
  func eachScreenSendsItsOwnDraft() {
    let first = ComposeScene()
    let second = ComposeScene()
    first.compose.draftField.insertText("from the first")
    second.compose.draftField.insertText("from the second")

    first.compose.sendButton.tap()

    #expect(
      first.outbox.sent == ["from the first"] && second.outbox.sent.isEmpty
        && second.compose.draftField.text == "from the second",
      first.outbox.sent.isEmpty && second.outbox.sent.isEmpty
        ? """
        Two compose screens were open and Send was tapped on the first, and neither outbox \
        got anything: see "Tapping Send hands the draft to the outbox" above.
        """
        : """
        Two compose screens were open and Send was tapped on the first. Its outbox should \
        hold its draft and the second screen should be untouched, but the outboxes hold \
        \(first.outbox.sent) and \(second.outbox.sent), and the second field says \
        "\(second.compose.draftField.text)". Each button reports to its own screen: look \
        for something shared between the two screens, or between their buttons.
        """)
  }

  @Test("An empty draft is not sent")
  func emptyDraftIsNotSent() {
    let scene = ComposeScene()

    scene.compose.sendButton.tap()

    #expect(
      scene.outbox.sent.isEmpty,
      """
      Tapping Send with an empty field sent \(scene.outbox.sent) to the outbox; an empty \
      draft should be ignored, as sendDraft() ignored it. Look at what the screen does \
      when Send reports a tap.
      """)
  }
}
