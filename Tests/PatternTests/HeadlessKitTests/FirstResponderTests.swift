import HeadlessKit
import Testing

/// A responder that may take the focus, and can be told to refuse to give
/// it up.
@MainActor
private final class FocusableView: View {
  var refusesToResign = false

  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { !refusesToResign }
}

/// A window with a root view and the given subviews, shown in its own app.
@MainActor
private func shownWindow(with views: [View]) -> (Application, Window) {
  let application = Application()
  let controller = ViewController()
  let window = Window()
  window.rootViewController = controller
  window.makeKeyAndVisible(in: application)
  for view in views { controller.view.addSubview(view) }
  return (application, window)
}

@MainActor
@Suite("First responder: who has the focus")
struct FirstResponderTests {
  @Test("A plain responder, a view and a controller cannot become first responder")
  func defaultsRefuse() {
    let view = View()
    let (_, window) = shownWindow(with: [view])

    #expect(!Responder().canBecomeFirstResponder)
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
    #expect(window.firstResponder == nil)
  }

  @Test("A responder that can, in a window, becomes the window's first responder")
  func becomes() {
    let field = FocusableView()
    let (_, window) = shownWindow(with: [field])

    #expect(field.becomeFirstResponder())

    #expect(field.isFirstResponder)
    #expect(window.firstResponder === field)
  }

  @Test("Becoming first responder only works in a window")
  func needsWindow() {
    let field = FocusableView()
    let parent = View()
    parent.addSubview(field)

    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
  }

  @Test("A second responder taking the focus makes the first one resign")
  func focusMoves() {
    let first = FocusableView()
    let second = FocusableView()
    let (_, window) = shownWindow(with: [first, second])
    first.becomeFirstResponder()

    #expect(second.becomeFirstResponder())

    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
    #expect(window.firstResponder === second)
  }

  @Test("The focus does not move if the current first responder refuses to resign")
  func refusalKeepsFocus() {
    let first = FocusableView()
    let second = FocusableView()
    let (_, window) = shownWindow(with: [first, second])
    first.becomeFirstResponder()
    first.refusesToResign = true

    #expect(!second.becomeFirstResponder())
    #expect(window.firstResponder === first)
  }

  @Test("Becoming first responder again is a yes and changes nothing")
  func becomeTwice() {
    let field = FocusableView()
    let (_, window) = shownWindow(with: [field])
    field.becomeFirstResponder()
    field.refusesToResign = true

    #expect(field.becomeFirstResponder())
    #expect(window.firstResponder === field)
  }

  @Test("Resigning leaves the window with no first responder")
  func resign() {
    let field = FocusableView()
    let (_, window) = shownWindow(with: [field])
    field.becomeFirstResponder()

    #expect(field.resignFirstResponder())

    #expect(!field.isFirstResponder)
    #expect(window.firstResponder == nil)
  }

  @Test("Resigning when not first responder is a harmless yes")
  func resignWithoutFocus() {
    let field = FocusableView()
    let other = FocusableView()
    let (_, window) = shownWindow(with: [field, other])
    other.becomeFirstResponder()
    field.refusesToResign = true

    #expect(field.resignFirstResponder())
    #expect(window.firstResponder === other)
  }

  @Test("A first responder that refuses to resign keeps the focus")
  func refuseResign() {
    let field = FocusableView()
    let (_, window) = shownWindow(with: [field])
    field.becomeFirstResponder()
    field.refusesToResign = true

    #expect(!field.resignFirstResponder())
    #expect(window.firstResponder === field)
  }

  @Test("A first responder removed from the window loses the focus")
  func removedLosesFocus() {
    let field = FocusableView()
    let (_, window) = shownWindow(with: [field])
    field.becomeFirstResponder()

    field.removeFromSuperview()

    #expect(window.firstResponder == nil)
    #expect(!field.isFirstResponder)
  }

  @Test("Each window has its own first responder")
  func perWindow() {
    let left = FocusableView()
    let right = FocusableView()
    let (_, leftWindow) = shownWindow(with: [left])
    let (_, rightWindow) = shownWindow(with: [right])

    left.becomeFirstResponder()
    right.becomeFirstResponder()

    #expect(leftWindow.firstResponder === left)
    #expect(rightWindow.firstResponder === right)
  }

  @Test("The window does not keep its first responder alive")
  func focusIsWeak() {
    let (_, window) = shownWindow(with: [])
    weak var weakField: FocusableView?
    do {
      let field = FocusableView()
      weakField = field
      window.addSubview(field)
      field.becomeFirstResponder()
      field.removeFromSuperview()
    }

    #expect(weakField == nil)
    #expect(window.firstResponder == nil)
  }
}
