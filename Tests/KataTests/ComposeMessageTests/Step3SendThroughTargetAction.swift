import HeadlessKit
import Testing

@testable import ComposeMessage

@Suite("3. Send hands the draft to the outbox and clears the field")
@MainActor
struct Step3 {
  @Test("The Send button's target is the compose screen")
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
