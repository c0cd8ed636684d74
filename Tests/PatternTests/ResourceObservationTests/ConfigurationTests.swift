import Foundation
import Testing

@testable import ResourceObservation

@MainActor
@Suite("Configuration: rules by URL pattern, applied in order")
struct ConfigurationTests {
  let harness = Harness()

  @Test("* matches one path segment, ** any number")
  func patterns() {
    #expect(URLPattern("/users/*").matches("/users/ana"))
    #expect(!URLPattern("/users/*").matches("/users/ana/posts"))
    #expect(URLPattern("/users/*/posts").matches("/users/7/posts"))
    #expect(URLPattern("/users/**").matches("/users/ana/posts"))
    #expect(URLPattern("/users/**").matches("/users"))
    #expect(URLPattern("/**").matches("/"))
    #expect(URLPattern("/avatars/*.png").matches("/avatars/ana.png"))
    #expect(!URLPattern("/avatars/*.png").matches("/avatars/ana.jpg"))
  }

  @Test("Patterns are matched against the path below the base URL")
  func relativeToBase() {
    let service = Service(baseURL: "https://api.example.com/v2", transport: harness.transport)
    service.configure("/users/*") { $0.expirationTime = 99 }
    #expect(service.resource("/users/ana").configuration.expirationTime == 99)
    #expect(service.resource("/users/ana").path == "/users/ana")
  }

  @Test("Rules apply in the order they were added; a later one wins")
  func laterRuleWins() {
    harness.service.configure { $0.expirationTime = 10 }
    harness.service.configure("/users/*") { $0.expirationTime = 20 }
    #expect(harness.resource("/users/ana").configuration.expirationTime == 20)
    #expect(harness.resource("/posts/1").configuration.expirationTime == 10)
  }

  @Test("A rule added after a resource exists still applies to it")
  func rulesApplyLater() {
    let resource = harness.resource("/users/ana")
    #expect(resource.configuration.expirationTime == 30)
    harness.service.configure { $0.retryTime = 5 }
    #expect(resource.configuration.retryTime == 5)
    harness.service.removeAllConfiguration()
    #expect(resource.configuration.retryTime == 1)
  }

  // MARK: Held against Siesta's spec

  @Test("A relative pattern matches under the base URL only: its host, port and path")
  func patternsMatchTheBaseURLsHost() {
    let service = Service(baseURL: "https://foo.bar/v1", transport: harness.transport)
    service.configure("/fez") { $0.expirationTime = 6 }
    service.configure("hat") { $0.expirationTime = 7 }

    #expect(service.resource("/fez").configuration.expirationTime == 6)
    #expect(service.resource("hat").configuration.expirationTime == 7, "a leading / is optional")
    for other in [
      "https://foo.com/v1/fez", "http://foo.bar/v1/fez", "https://foo.bar:8443/v1/fez",
      "https://foo.bar/v2/fez", "https://foo.bar/v1/sombrero/fez", "https://foo.bar/fez",
    ] {
      #expect(
        service.resource(absoluteURL: other).configuration.expirationTime == 30,
        "the rule for /fez under https://foo.bar/v1 applied to \(other)")
    }
  }

  @Test("An Authorization header set for the service never reaches another host")
  func authorizationNeverReachesAnotherHost() {
    harness.service.configure { $0.headers["Authorization"] = "Bearer secret" }
    let elsewhere = [
      "https://evil.example.org/users/ana", "http://api.example.com/users/ana",
      "https://api.example.com:8443/users/ana", "https://api.example.com.evil.org/users/ana",
    ]

    harness.resource("/users/ana").load()
    for url in elsewhere {
      harness.service.resource(absoluteURL: url).load()
      _ = harness.service.resource(absoluteURL: url).request(.post, text: "hi")
    }

    let own = harness.transport.sent.filter {
      $0.url.absoluteString == "https://api.example.com/users/ana"
    }
    #expect(own.count == 1)
    #expect(own.first?.header("Authorization") == "Bearer secret")
    let leaked = harness.transport.sent.filter { $0.header("Authorization") != nil }
    #expect(leaked.count == 1, "Authorization was sent to \(leaked.map(\.url.absoluteString))")
  }

  @Test("An absolute pattern names its own host; * stands for any host or port")
  func absolutePatterns() {
    harness.service.configure("https://cdn.example.net/**") { $0.expirationTime = 3600 }
    harness.service.configure("https://*:8080/**") { $0.retryTime = 9 }
    let picture = harness.service.resource(absoluteURL: "https://cdn.example.net/a/b.png")
    let local = harness.service.resource(absoluteURL: "https://localhost:8080/x")

    #expect(picture.configuration.expirationTime == 3600)
    #expect(local.configuration.retryTime == 9)
    #expect(harness.resource("/a/b.png").configuration.expirationTime == 30)
    let elsewhere = harness.service.resource(absoluteURL: "https://localhost/x")
    #expect(elsewhere.configuration.retryTime == 1)
  }

  @Test("With no base URL a relative pattern matches nothing; an absolute one still does")
  func noBaseURL() {
    let service = Service(baseURL: nil, transport: harness.transport)
    service.configure { $0.expirationTime = 5 }
    service.configure("https://api.example.com/**") { $0.retryTime = 4 }
    let resource = service.resource(absoluteURL: "https://api.example.com/users")

    #expect(resource.configuration.expirationTime == 30)
    #expect(resource.configuration.retryTime == 4)
  }

  @Test("* stops at a slash, a trailing one too: /users/* is not /users/ana/")
  func starStopsAtTrailingSlash() {
    #expect(!URLPattern("/*").matches("/hither/"))
    #expect(!URLPattern("/*/b").matches("/a/b/"))
    #expect(URLPattern("/users/*").matches("/users/"), "* may match nothing")
    #expect(URLPattern("/users/**").matches("/users/ana/"))
  }

  @Test("** crosses segments wherever it stands; **/ stands for whole segments")
  func doubleStarAnywhere() {
    #expect(URLPattern("/**x**").matches("/how/many/tests/exactly/do/we/need"))
    #expect(!URLPattern("/**x**").matches("/just/a/health/handful"))
    #expect(URLPattern("/a/**/b").matches("/a/b"))
    #expect(URLPattern("/a/**/b").matches("/a/1/2/3/b"))
    #expect(!URLPattern("/a/**/b").matches("/a1/2/3/b"))
    #expect(!URLPattern("/a/**/b").matches("/a/1/2/3b"))
    #expect(URLPattern("/**/*").matches("/a/b"))
    #expect(URLPattern("/**/*").matches("/ab"))
    #expect(URLPattern("/v*/**.png").matches("/v2/avatars/ana.png"))
  }
}
