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

  /// The update pass: if the screen is marked, updates it under fresh
  /// tracking.
  ///
  /// The tracking tells before the change (in the property's `willSet`),
  /// so its handler only marks the screen; the update reads the new value
  /// at the next pass. The handler runs where the model was changed: the
  /// Timeline is main-actor isolated, so on the main actor. It holds the
  /// screen weakly, so tracking never keeps a closed screen alive.
  func updatePropertiesIfNeeded() {
    guard needsUpdateProperties else { return }
    needsUpdateProperties = false
    withObservationTracking {
      updateProperties()
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.setNeedsUpdateProperties() }
    }
  }
}
