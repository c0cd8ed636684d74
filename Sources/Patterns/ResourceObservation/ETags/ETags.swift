import Foundation

/// Revalidation with ETags: "has it changed since this version?"
///
/// A server may tag each version of its data (the ETag header). The next
/// load sends the tag back as If-None-Match; if nothing changed, the server
/// answers 304 Not Modified with no body, and the resource keeps the very
/// object it parsed before, only fresher. Nothing is downloaded or parsed
/// again, and anything holding that object sees no change, which is the
/// truth.
///
/// Plugs into the core's `loadHeaders` extension point, and into the
/// standard response processing (Responses/) for the 304.
@MainActor
enum ETags {
  /// For `ResourceContext.loadHeaders`: If-None-Match with the data's tag.
  static func loadHeaders(for resource: Resource) -> [String: String] {
    guard let etag = resource.latestData?.etag else { return [:] }
    return ["If-None-Match": etag]
  }

  /// How a 304 ends a request: the data `resource` has now (read when the
  /// response is delivered, so a load that landed meanwhile counts),
  /// stamped `timestamp`. Without data there is nothing to confirm: that
  /// is an error.
  static func notModified(_ resource: Resource?, at timestamp: TimeInterval) -> RequestOutcome {
    guard var entity = resource?.latestData else {
      return .failure(RequestError(.notModifiedWithoutData, timestamp: timestamp))
    }
    entity.timestamp = timestamp
    return .notModified(entity)
  }
}

extension Entity {
  /// The server's tag for this version of the data: sent back as
  /// If-None-Match on the next load, so the server can answer 304.
  public var etag: String? { header("ETag") }
}
