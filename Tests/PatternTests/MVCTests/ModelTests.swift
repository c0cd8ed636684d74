import HeadlessKit
import MVC
import Testing

@MainActor
@Suite("Model: Qwinkers, Qwinks and the shared Timeline")
struct ModelTests {
  @Test("A Qwinker has an avatar, named after them unless given one")
  func avatar() {
    #expect(Qwinker(name: "ana").avatar == "ana.png")
    #expect(Qwinker(name: "bo", avatar: "cat.png").avatar == "cat.png")
  }

  @Test("A Qwinker follows a friend once, and never themselves")
  func follow() {
    let ana = Qwinker(name: "ana")
    let bo = Qwinker(name: "bo")

    ana.follow(bo)
    ana.follow(bo)
    ana.follow(ana)

    #expect(ana.friends.map(\.name) == ["bo"])
    #expect(ana.follows(bo))
    #expect(!bo.follows(ana))
  }

  @Test("Posting puts the Qwink on top of the timeline and in its author's Qwinks")
  func post() {
    let ana = Qwinker(name: "ana")
    let timeline = Timeline(qwinkers: [ana])

    timeline.post("first", by: ana)
    let second = timeline.post("second", by: ana)

    #expect(second == Qwink(author: "ana", text: "second"))
    #expect(timeline.qwinks.map(\.text) == ["second", "first"])
    #expect(ana.qwinks.map(\.text) == ["first", "second"])
  }

  @Test("Blank text is not a Qwink: nothing is posted, nobody is told")
  func blank() {
    let ana = Qwinker(name: "ana")
    let timeline = Timeline(qwinkers: [ana])
    let observer = CountingObserver()
    timeline.addObserver(observer)

    #expect(timeline.post("   ", by: ana) == nil)
    #expect(timeline.qwinks.isEmpty)
    #expect(observer.changes == 0)
  }

  @Test("An author who is not on the timeline joins it by posting")
  func joins() {
    let timeline = Timeline()
    let cy = Qwinker(name: "cy")

    timeline.post("hello", by: cy)

    #expect(timeline.qwinker(named: "cy") === cy)
  }

  @Test("Every observer hears of each change, once, even if added twice")
  func observers() {
    let ana = Qwinker(name: "ana")
    let timeline = Timeline(qwinkers: [ana])
    let first = CountingObserver()
    let second = CountingObserver()
    timeline.addObserver(first)
    timeline.addObserver(first)
    timeline.addObserver(second)

    timeline.post("hi", by: ana)

    #expect(first.changes == 1)
    #expect(second.changes == 1)

    timeline.removeObserver(first)
    timeline.post("again", by: ana)
    #expect(first.changes == 1)
    #expect(second.changes == 2)
  }

  @Test("Watching the timeline does not keep the watcher alive")
  func weakObservers() {
    let timeline = Timeline()
    weak var weakObserver: CountingObserver?
    do {
      let observer = CountingObserver()
      timeline.addObserver(observer)
      weakObserver = observer
    }

    #expect(weakObserver == nil)
    timeline.post("nobody listening", by: Qwinker(name: "ana"))
  }
}
