import HeadlessKit
import TargetAction

extension ModernForm {
  static let targetAction = ModernForm(
    counterpart: "Closure actions, as UIKit's UIAction and SwiftUI's Button(action:): "
      + "addAction(for: .primaryActionTriggered) { [weak self] _ in self?.send() }.",
    explanation: [
      "The closure sits where the control is wired, and does one small job. "
        + "Underneath it is still target-action: the closure becomes a target of "
        + "the control. But nothing else owns it, so the control keeps it alive, "
        + "and with it all the closure captures.",
      "That is the trap. A closure that captures the screen which owns the "
        + "control makes a loop: screen, view, button, closure, screen. Closed, "
        + "the screen is never freed. A weak target avoided that for free; with "
        + "closures, [weak self] is your job. SwiftUI's views are values, so a "
        + "Button's closure there makes no such loop.",
    ],
    sourceFolder: "Sources/Patterns/TargetAction/Modern",
    demo: { ClosureActionsDemo.run() },
    classicIsBetter: "when a screen wires many controls, or a control outlives "
      + "its screen: the target is weak without anyone thinking about it, one "
      + "method serves several senders, and removeTarget(self) undoes it all.",
    modernIsBetter: "for a one-off action next to its control, and in SwiftUI: "
      + "no method to name, no sender to cast, and the code that runs sits "
      + "beside the button it belongs to.",
    recap: (
      uikit: "addTarget(_:...)", swiftUI: "Button(action:)", concurrency: "Task in closure"
    )
  )
}
