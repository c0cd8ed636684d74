import Foundation
import HeadlessKit
import QwinkleModel

/// The extra step: a small screen that says who is signed in, and follows
/// the model the way today's UIKit and SwiftUI do, by observation
/// tracking, not through the Timeline's observer list.
///
/// It works like UIKit's `updateProperties()`: `updateProperties()` puts
/// the model into the views; a change to what it read should mark the
/// screen (`setNeedsUpdateProperties()`); and the update pass,
/// `updatePropertiesIfNeeded()`, which UIKit's run loop would call, runs
/// it again. For now nothing marks the screen, so after its first update
/// it never changes.
@MainActor
final class AccountViewController: ViewController {
  /// The model, shared with the other screens.
  let timeline: Timeline

  let nameLabel = Label()

  /// Whether something the last update read has changed since, so the next
  /// update pass should run `updateProperties()` again.
  private(set) var needsUpdateProperties = true

  init(timeline: Timeline) {
    self.timeline = timeline
    super.init()
    title = "Account"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.frame = Rect(x: 16, y: 60, width: 288, height: 24)
    view.addSubview(nameLabel)
    updatePropertiesIfNeeded()
  }

  /// Puts the model into the views: who is signed in.
  func updateProperties() {
    nameLabel.text = "Signed in as \(timeline.currentUser)"
  }

  /// Asks for an update at the next pass.
  func setNeedsUpdateProperties() {
    needsUpdateProperties = true
  }

  /// The update pass: if the screen is marked, updates it.
  func updatePropertiesIfNeeded() {
    guard needsUpdateProperties else { return }
    needsUpdateProperties = false
    updateProperties()
  }
}
