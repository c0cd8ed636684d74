import Delegation
import HeadlessKit

extension Lesson {
  static let delegation = Lesson(
    id: "delegation",
    title: "Delegation",
    purpose: "Change how an object behaves without subclassing it.",
    explanation: [
      "An object that does a job (downloading, playing media, running the app) "
        + "reaches points where the right next move depends on the app: the download "
        + "finished, the app is going to the background. Instead of asking you to "
        + "subclass it and guess which methods are safe to override, it calls out to "
        + "a delegate: another object that promised, through a protocol, to answer.",
      "The delegating object knows only that protocol, never the delegate's class, "
        + "and holds it weakly: the delegate usually owns the delegating object, so a "
        + "strong reference back would keep both alive forever.",
      "The payoff: one DownloadService serves the timeline and the private-messages "
        + "screens alike. It knows neither; each screen decides what a finished "
        + "download means for it.",
    ],
    diagram: """
        TimelineViewController   (a DownloadServiceDelegate)
           │                        ▲
           │ owns; calls            │ weak delegate, told:
           │   connect()            │   didFinishDownloading(url, to:, error:)
           │   start()              │   didFinishEvents(forSessionIdentifier:)
           ▼                        │
        DownloadService          (a DownloadSessionDelegate)
           │                        ▲
           │ owns; calls            │ strong delegate (as URLSession), told:
           │   downloadTask(with:)  │   didFinishDownloadingTo location
           │   resume()             │   didCompleteWithError
           ▼                        │
        DownloadSession          (the network; a fake in this kit)
      """,
    whereItLives: places(
      """
      UIKit       UIApplicationDelegate, UITableViewDelegate, UITextFieldDelegate
      AppKit      NSApplicationDelegate, NSWindowDelegate
      Foundation  URLSessionDelegate: the session calls back as data arrives
      SwiftUI     UIApplicationDelegateAdaptor, and the delegates behind coordinators
      """),
    sourceFolder: "Sources/Patterns/Delegation",
    demo: { DelegationDemo.run() },
    modern: .delegation, origin: .delegation)
}
