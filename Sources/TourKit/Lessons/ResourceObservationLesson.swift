import HeadlessKit
import ResourceObservation

extension Lesson {
  static let resourceObservation = Lesson(
    id: "resource-observation",
    title: "Resource observation",
    purpose: "Observe resources instead of chaining requests.",
    explanation: [
      "Request-centric code treats the network like a function call: send, wait for "
        + "the answer to that request, decide what to do. Chain two calls (find a "
        + "user, then fetch that user's posts), add errors, retries and a second "
        + "search sent while the first is still out, and answers arrive in orders "
        + "nobody planned for: the new user beside the old user's posts.",
      "Here a service hands out one Resource per URL. It holds the latest data, the "
        + "latest error and whether a load is under way, and it tells its observers, "
        + "on the main actor, about every change, whatever caused it. A screen "
        + "observes the resources it shows and draws their state in one update "
        + "function. Parsing runs off the main actor, in a pipeline set per URL "
        + "pattern: bytes, text, JSON, then the app's model.",
      "Asking for data becomes cheap. load() always requests; loadIfNeeded() joins a "
        + "load in flight and does nothing while the data is fresh, which it tells "
        + "from the clock alone. A 304 keeps the very object already parsed. Every "
        + "failure, from a bad URL to bad JSON, is one error type, and an error "
        + "keeps the last good data.",
      "Chained requests come down to switching: when the search changes, the screen "
        + "stops observing the old user's resources in willSet and observes the new "
        + "ones in didSet. A late answer for the old user still lands, in the old "
        + "user's resource, where nobody on screen is looking.",
    ],
    diagram: """
        UserPostsViewController        UserBadgeViewController
          │ observes      ▲ every event,   │ observes    ▲
          │ user, posts   │ main actor     │ same user   │
          ▼               │                ▼             │
        ┌────────────────────────────────────────────────────┐
        │ Resource "/search/users/bo"   one per URL, shared  │
        │   latestData   latestError   isLoading   timestamp │
        └────────────────────────────────────────────────────┘
          │ load(), loadIfNeeded()    ▲ newData, notModified, error
          ▼                           │ in arrival order
        Request ──▶ Transport ──▶ Pipeline: bytes → text → JSON → User
                    (fake here)   (off the main actor)
      """,
    whereItLives: places(
      """
      UIKit       no resource type: apps build one, or use a library like Siesta
      Foundation  URLSession and URLCache: ETags and 304s under the hood
      AppKit      bindings and key-value observing: the observing half of the idea
      SwiftUI     an @Observable model per resource; .task(id:) reloads on change
      """),
    sourceFolder: "Sources/Patterns/ResourceObservation",
    demo: { ResourceObservationDemo.run() },
    modern: .resourceObservation, origin: .resourceObservation)
}
