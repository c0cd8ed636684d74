import Foundation
import HeadlessKit
import Observation
import QwinkleModel

/// A small screen that says who is signed in. It follows the model the way
/// today's UIKit and SwiftUI do, by observation tracking, not through the
/// Timeline's observer list.
///
/// `updateProperties()` puts the model into the views, and runs inside
/// `withObservationTracking`, which notes every observable property it
/// reads: here `currentUser`, and nothing else. Before one of them
/// changes, the tracking marks the screen; the next update pass,
/// `updatePropertiesIfNeeded()` (UIKit's run loop would call it), runs it
/// again, and so tracks again, since tracking tells only once. Adding a
/// Qwink does not bother this screen: it never read the Qwinks.
@MainActor
final class AccountViewController: ViewController {
  /// The model, shared with the other screens.
  let timeline: Timeline

  let nameLabel = Label()

  /// Whether what is on screen no longer matches the model, so the next
  /// update pass should run `updateProperties()` again. Worked out when
  /// asked: nothing to register, nothing to keep alive.
  var needsUpdateProperties: Bool {
    forcedUpdate || nameLabel.text != "Signed in as \(timeline.currentUser)"
  }

  /// Set by `setNeedsUpdateProperties()` until the next pass.
  private var forcedUpdate = true

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
    forcedUpdate = true
  }

  /// The update pass: if the screen is out of date, updates it.
  func updatePropertiesIfNeeded() {
    guard needsUpdateProperties else { return }
    forcedUpdate = false
    updateProperties()
  }
}
