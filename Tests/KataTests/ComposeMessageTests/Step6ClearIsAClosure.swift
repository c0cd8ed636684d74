import HeadlessKit
import Testing
@testable import ComposeApp
@testable import ComposeControls

extension Step6 {
  @Test("Clear empties the draft when the tap completes, with a closure, not a target")
  func clearEmptiesTheDraft() {
    let scene = ComposeScene()
    let probe = DraftProbe(scene.compose.draftField)
    scene.compose.clearButton.addTarget(
      probe, action: DraftProbe.fingerCameDown, for: .touchDown)
    scene.compose.draftField.insertText("never mind")

    scene.compose.clearButton.tap()

    #expect(
      scene.compose.draftField.text.isEmpty,
      """
      "never mind" was typed and Clear tapped: the field should be empty, but it says \
      "\(scene.compose.draftField.text)". \
      \(closureActionsRun()
        ? "Look at how ComposeViewController wires its Clear button."
        : "No closure action runs on a tap yet: see the first test of this step.")
      """)
    #expect(
      probe.textAtTouchDown == ["never mind"],
      probe.textAtTouchDown.isEmpty
        ? "A listener for the finger coming down on Clear was never called. \(nothingRan)"
        : """
        When the finger came down on Clear, the draft should still have been there, but \
        the field held "\(probe.textAtTouchDown[0])". Clear acts when the tap completes: \
        look at the event its closure is added for.
        """)
    #expect(
      !contains(scene.compose.clearButton.allTargets, scene.compose),
      """
      Clear has the compose screen as a target, but this step wires Clear with a closure \
      action instead. Look at how ComposeViewController wires its Clear button.
      """)
  }

  @Test("A screen whose Clear runs a closure is freed once nobody holds it")
  func screenWithClosureIsFreed() {
    weak var weakCompose: ComposeViewController?
    let clearButton: ActionButton
    let draftField: TextField
    var sendHasOnTap = false
    do {
      let scene = ComposeScene()
      sendHasOnTap = scene.compose.sendButton.onTap != nil
      weakCompose = scene.compose
      clearButton = scene.compose.clearButton
      draftField = scene.compose.draftField
      scene.compose.cancelItem.tap()
    }

    #expect(
      weakCompose == nil,
      """
      The compose screen was closed with Cancel and let go, yet it is still alive. \
      \(sendHasOnTap ? stillOnTap : clearHolds)
      """)

    draftField.insertText("late")
    clearButton.tap()
    #expect(
      weakCompose != nil || draftField.text == "late",
      """
      A late tap on Clear, after its screen had gone, changed the field to \
      "\(draftField.text)". Look at what Clear's closure does once its screen has gone.
      """)
  }

  @Test("A shown screen whose Clear runs a closure is freed however it goes")
  func freedOnEveryPath() {
    for path in ClosingPath.allCases {
      weak var weakCompose: ComposeViewController?
      var sendHasOnTap = false
      do {
        let scene = ComposeScene()
        sendHasOnTap = scene.compose.sendButton.onTap != nil
        weakCompose = scene.compose
        scene.compose.draftField.insertText("never mind")
        scene.compose.clearButton.tap()
        path.close(scene)
      }

      #expect(
        weakCompose == nil,
        """
        A compose screen was on show and Clear was tapped, then \(path.story). Nothing \
        else holds the screen, yet it is still alive. \
        \(sendHasOnTap ? stillOnTap : clearHoldsOnEveryPath)
        """)
    }
  }
}
