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
      The Send button should have the compose screen as a target, but its targets are: \
      \(names(of: button.allTargets)).\(stillOnTap) In ComposeViewController.viewDidLoad, \
      register the screen as the button's target for .primaryActionTriggered, with an \
      action: a method of the screen that takes the button as its sender.
      """)
    #expect(
      button.allTargets.count <= 1,
      """
      The Send button should have one target, the compose screen, but its targets are: \
      \(names(of: button.allTargets)). A helper object that the button calls, and that \
      calls the screen in turn, goes around target-action: make the screen itself the \
      target, with the method that sends as its action.
      """)
    #expect(
      button.onTap == nil,
      """
      The Send button still has an onTap closure. The closure captures the screen strongly \
      (step 5 shows what that costs) and would send the draft a second time: remove it and \
      keep only the target-action wiring.
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
      After one tap on Send the outbox should hold the draft once; it holds \
      \(scene.outbox.sent). Send's action method should hand the field's text to the \
      outbox, as sendDraft() does.
      """)
    #expect(
      scene.compose.draftField.text.isEmpty,
      """
      After Send the field should be empty, ready for the next message, but it still says \
      "\(scene.compose.draftField.text)".
      """)
  }

  @Test("Nothing is sent while the finger is only down on Send")
  func nothingSentOnTouchDown() {
    let scene = ComposeScene()
    let probe = OutboxProbe(scene.outbox)
    scene.compose.sendButton.addTarget(
      probe, action: OutboxProbe.fingerCameDown, for: .touchDown)
    scene.compose.draftField.insertText("see you at six")

    scene.compose.sendButton.tap()

    let seen = probe.sentAtTouchDown.first.map { "\($0)" } ?? "nothing it could see"
    #expect(
      probe.sentAtTouchDown == [[]],
      """
      When the finger came down on Send (.touchDown), the outbox should still be empty, \
      but it held \(seen). The draft goes when the tap completes; a finger that comes down \
      and slides off sends nothing. Register the screen's action for \
      .primaryActionTriggered.
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
      \(scene.outbox.sent) in the outbox instead of the draft. The button's action is the \
      one method it was given with addTarget: nothing should look at the title to work \
      out what a tap means.
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
      """
      Two compose screens were open and Send was tapped on the first. Its outbox should \
      hold its draft and the second screen should be untouched, but the outboxes hold \
      \(first.outbox.sent) and \(second.outbox.sent), and the second field says \
      "\(second.compose.draftField.text)". Each button's target is its own screen: \
      nothing shared should pick the screen.
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
      draft should be ignored.
      """)
  }
}
