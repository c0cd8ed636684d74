import Foundation
import HeadlessKit

/// The screen for writing a new Qwink: a text field, Cancel and Done.
///
/// It has its own view and controller but no model of its own: it is handed
/// the same `Timeline` the timeline screen shows, and Done posts to it.
/// It never touches the timeline screen or its table; the model tells its
/// observers, and that is how the new Qwink shows up there.
@MainActor
public final class NewEntryViewController: ViewController {
  /// The shared model this screen writes to.
  public let timeline: Timeline

  /// Who is writing.
  public let author: Qwinker

  public let navigationBar = NavigationBar(title: "New Qwink")
  public let cancelItem = BarButtonItem(title: "Cancel")
  public let doneItem = BarButtonItem(title: "Done")
  public let textField = TextField(placeholder: "What's happening?")

  /// Told, in a few words, what the screen just did (for the demo).
  public var log: (@MainActor (String) -> Void)?

  public init(timeline: Timeline, author: Qwinker) {
    self.timeline = timeline
    self.author = author
    super.init()
    title = "New Qwink"
    cancelItem.setTarget(self, action: NewEntryViewController.cancel)
    doneItem.setTarget(self, action: NewEntryViewController.done)
    doneItem.isEnabled = false
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.frame = Rect(x: 0, y: 0, width: 320, height: 44)
    navigationBar.leftBarButtonItem = cancelItem
    navigationBar.rightBarButtonItem = doneItem
    textField.frame = Rect(x: 16, y: 60, width: 288, height: 32)
    view.addSubview(navigationBar)
    view.addSubview(textField)
    textField.addTarget(self, action: NewEntryViewController.textChanged, for: .editingChanged)
  }

  /// The cursor is in the field as soon as the screen shows.
  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    textField.becomeFirstResponder()
  }

  // MARK: Actions

  /// The field's `.editingChanged`: Done makes sense only with something
  /// to post.
  public func textChanged(_ sender: TextField) {
    doneItem.isEnabled = !sender.text.trimmingCharacters(in: .whitespaces).isEmpty
    log?("textChanged(_:): Done is " + (doneItem.isEnabled ? "enabled" : "disabled"))
  }

  /// Cancel's action: the draft is dropped; the model never hears of it.
  public func cancel(_ sender: BarButtonItem) {
    log?("cancel(_:): the model is left alone")
    dismiss()
  }

  /// Done's action: user input becomes a model update, then the screen goes.
  public func done(_ sender: BarButtonItem) {
    log?("done(_:) -> Timeline.post(\"\(textField.text)\", by: \(author.name))")
    timeline.post(textField.text, by: author)
    dismiss()
  }

  /// Closes the window the screen was shown in.
  private func dismiss() {
    view.window?.close()
  }
}
