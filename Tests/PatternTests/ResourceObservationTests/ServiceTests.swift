import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Service: one resource per URL, kept while someone uses it")
struct ServiceTests {
  let harness = Harness()

  @Test("The same URL gives the same resource instance every time")
  func sameInstance() {
    let first = harness.resource("/users/ana")
    #expect(harness.resource("/users/ana") === first)
    #expect(harness.service.resource(absoluteURL: "https://api.example.com/users/ana") === first)
  }

  @Test("Different URLs give different resources")
  func differentURLs() {
    #expect(harness.resource("/users/ana") !== harness.resource("/users/bo"))
  }

  @Test("Paths are joined to the base URL, with or without slashes")
  func joinsBaseURL() {
    let withSlash = Service(baseURL: "https://api.example.com/v1/", transport: harness.transport)
    #expect(
      withSlash.resource("users/ana").url.absoluteString == "https://api.example.com/v1/users/ana")
    #expect(withSlash.resource("/users/ana").path == "/users/ana")
  }

  @Test("Memory pressure lets unobserved resources go, and keeps observed ones")
  func flushKeepsObserved() {
    let owner = Owner()
    let observed = harness.resource("/observed")
    observed.addObserver(owner: owner) { _, _ in }
    _ = harness.resource("/unobserved")

    #expect(harness.service.flushUnusedResources() == 1)

    #expect(harness.service.cachedResourceCount == 1)
    #expect(harness.resource("/observed") === observed)
  }

  @Test("Memory pressure keeps a resource whose load is in flight")
  func flushKeepsLoading() {
    harness.resource("/loading").load()
    #expect(harness.service.flushUnusedResources() == 0)
  }

  @Test("A resource let go but still held elsewhere is handed out again, the same instance")
  func sameInstanceAfterFlush() {
    let kept = harness.resource("/kept")
    harness.service.flushUnusedResources()
    #expect(harness.resource("/kept") === kept)
  }

  @Test("A resource let go under memory pressure is kept again once it is observed")
  func observedAfterFlushIsKept() async {
    let owner = Owner()
    weak var weakResource: Resource?
    do {
      let resource = harness.resource("/users/ana")
      harness.service.flushUnusedResources()
      // Observed now, while only this scope and the cache's weak memory hold it.
      resource.addObserver(owner: owner) { _, _ in }
      weakResource = resource
    }
    #expect(weakResource != nil, "an observed resource must not be released")
    #expect(harness.resource("/users/ana") === weakResource)

    // And it still tells its observer about loads.
    var heard = 0
    harness.resource("/users/ana").addObserver(owner: owner) { _, event in
      if case .newData = event { heard += 1 }
    }
    harness.resource("/users/ana").load()
    await harness.answer("/users/ana", json: userJSON)
    #expect(heard == 1)
  }

  @Test("A ? or # in a path is part of the path, escaped, never a query or a fragment")
  func questionMarkIsPath() {
    let query = harness.service.resource("?foo=bar")
    #expect(query.url.query == nil)
    #expect(query.url.absoluteString.hasSuffix("/%3Ffoo=bar"))
    #expect(query.path == "/?foo=bar")
    let fragment = harness.service.resource("/notes/a#b")
    #expect(fragment.url.fragment == nil)
    #expect(fragment.path == "/notes/a#b")
    #expect(harness.service.resource("?foo=bar") === query, "the same path is the same resource")
    #expect(harness.service.resource("/foo") !== query)
  }

  @Test("A resource really gone is made afresh, and loadIfNeeded loads it again")
  func reloadsAfterFlush() async {
    do {
      let resource = harness.resource("/users/ana")
      resource.load()
      await harness.answer("/users/ana", json: userJSON)
      #expect(resource.latestData != nil)
    }
    harness.service.flushUnusedResources()

    let again = harness.resource("/users/ana")
    #expect(again.latestData == nil)
    #expect(again.loadIfNeeded() != nil)
    #expect(harness.sentCount("/users/ana") == 2)
  }

  @Test("A string that is not a URL gives a resource whose requests fail as invalid")
  func invalidURL() async {
    let resource = harness.service.resource(absoluteURL: "http://[::1")
    let outcome = await resource.load().finished
    guard case .invalidRequest = outcome.error?.cause else {
      Issue.record("expected an invalid request, got \(outcome)")
      return
    }
    #expect(harness.transport.sent.isEmpty)
    #expect(resource.latestError != nil)
  }

  @Test("Invalidating by pattern makes matching resources load again, and only those")
  func invalidateByPattern() async {
    let user = harness.resource("/users/ana")
    let other = harness.resource("/posts/1")
    user.load()
    other.load()
    await harness.answer("/users/ana", json: userJSON)
    await harness.answer("/posts/1", json: "{}")

    harness.service.invalidateResources(matching: "/users/*")

    #expect(user.loadIfNeeded() != nil)
    #expect(other.loadIfNeeded() == nil)
  }

  @Test("Wiping by pattern empties matching resources")
  func wipeByPattern() async {
    let user = harness.resource("/users/ana")
    user.load()
    await harness.answer("/users/ana", json: userJSON)

    harness.service.wipeResources(matching: "/users/**")

    #expect(user.latestData == nil)
  }

  // MARK: Held against Siesta's spec

  @Test("A base URL's query stays after the path, on every resource")
  func baseURLQueryStaysAfterThePath() {
    let service = Service(baseURL: "https://foo.bar/v1?a=b&x=y", transport: harness.transport)
    let baz = service.resource("baz")
    #expect(baz.url.absoluteString == "https://foo.bar/v1/baz?a=b&x=y")
    #expect(baz.path == "/baz")
    #expect(service.resource("/baz/fez").path == "/baz/fez")
    #expect(service.resource("/baz") === baz)

    let root = Service(baseURL: "https://foo.bar/?a=b", transport: harness.transport)
    #expect(root.resource("baz/fez/").url.absoluteString == "https://foo.bar/baz/fez/?a=b")

    service.configure("/baz") { $0.expirationTime = 6 }
    #expect(baz.configuration.expirationTime == 6)
  }

  @Test("Paths join the base URL as Siesta's do; the base URL itself is kept as given")
  func joinsLikeSiesta() {
    let expansions: [(base: String, path: String, url: String)] = [
      ("https://foo.bar", "", "https://foo.bar/"),
      ("https://foo.bar", "baz/fez/", "https://foo.bar/baz/fez/"),
      ("https://foo.bar/v1", "baz", "https://foo.bar/v1/baz"),
      ("https://foo.bar/v1/", "baz", "https://foo.bar/v1/baz"),
      ("https://foo.bar/v1", "../baz", "https://foo.bar/v1/../baz"),
      ("https://foo.bar/v1", "http://other.host", "https://foo.bar/v1/http://other.host"),
      ("https://foo.bar/v1", "a:b;c@d", "https://foo.bar/v1/a:b;c@d"),
      ("https://foo.bar/v1?a=b", "", "https://foo.bar/v1/?a=b"),
    ]
    for expansion in expansions {
      let service = Service(baseURL: expansion.base, transport: harness.transport)
      for path in [expansion.path, "/" + expansion.path] {
        #expect(
          service.resource(path).url.absoluteString == expansion.url,
          "\(expansion.base) + \(path)")
      }
      #expect(service.baseURL?.absoluteString == expansion.base)
    }
  }

  @Test("Wiping by pattern stays on the base URL's host")
  func wipeStaysOnHost() async {
    let own = harness.resource("/users/ana")
    let other = harness.service.resource(absoluteURL: "https://other.example.org/users/ana")
    for resource in [own, other] {
      resource.overrideLocalContent(with: "kept")
    }

    harness.service.wipeResources(matching: "/users/**")

    #expect(own.latestData == nil)
    #expect(other.latestData != nil)
  }

  @Test("A % in a path is escaped too: ?x and %3Fx are two resources")
  func percentIsPath() {
    let escaped = harness.service.resource("%3Fx")
    #expect(escaped !== harness.service.resource("?x"))
    #expect(escaped.url.absoluteString == "https://api.example.com/%253Fx")
    #expect(escaped.path == "/%3Fx")
    let clef = harness.service.resource("𝄞 clef")
    #expect(clef.url.absoluteString == "https://api.example.com/%F0%9D%84%9E%20clef")
    #expect(clef.path == "/𝄞 clef")
  }

  @Test("A base URL that is not a URL counts as none: paths fail, absolute URLs work")
  func invalidBaseURL() async {
    let service = Service(baseURL: "\0", transport: harness.transport)
    #expect(service.baseURL == nil)

    let outcome = await service.resource("foo").load().finished
    guard case .invalidRequest(let reason) = outcome.error?.cause else {
      Issue.record("expected an invalid request, got \(outcome)")
      return
    }
    #expect(reason.contains("base URL"), "the reason was: \(reason)")
    service.resource(absoluteURL: "https://foo.bar/x").load()
    #expect(harness.transport.sent.map(\.url.absoluteString) == ["https://foo.bar/x"])
  }
}
