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
}
