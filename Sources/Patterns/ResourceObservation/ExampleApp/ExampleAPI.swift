import Foundation

/// The example app's API: where things are and how each kind of response
/// becomes a model. All the app's knowledge of URLs and parsing is here,
/// once, instead of in every screen that makes a request.
@MainActor
public enum ExampleAPI {
  public static let baseURL = "https://api.example.com"

  /// A service configured for the example app's resources.
  public static func makeService(
    transport: any Transport, clock: any ResourceClock = SystemClock(),
    pipelineExecution: PipelineExecution = .offMainActor
  ) -> Service {
    let service = Service(
      baseURL: baseURL, transport: transport, clock: clock, pipelineExecution: pipelineExecution)
    service.configure { $0.headers["Accept"] = "application/json" }
    service.configureTransformer("/search/users/*", from: JSON.self) { json, _ in
      try User(json: json)
    }
    service.configureTransformer("/users/*/posts", from: JSON.self) { json, _ in
      try Post.list(from: json)
    }
    service.configure("/avatars/*") {
      // Pictures change rarely: keep them an hour.
      $0.expirationTime = 60 * 60
      $0.mapContent("image decoding", from: Data.self, contentTypes: ["image/*"]) { data, _ in
        guard let image = Image(data: data) else {
          throw RequestError(.decodingFailed("not an image"))
        }
        return image
      }
    }
    return service
  }

  /// The user a search for `name` finds.
  public static func user(named name: String, in service: Service) -> Resource {
    service.resource("/search/users/\(name)")
  }

  /// The posts of the user with `id`.
  public static func posts(ofUser id: Int, in service: Service) -> Resource {
    service.resource("/users/\(id)/posts")
  }
}
