import Foundation

/// Turns what the server sent into what the app wants, in fixed stages:
/// raw bytes, then decoding (bytes to text), then parsing (text to JSON),
/// then the app's model mapping (JSON to `User`).
///
/// Each stage holds transformers chosen by content type, and a service can
/// set a different pipeline for each URL pattern. The pipeline is a plain
/// `Sendable` value with no access to resources or observers: it reads its
/// input and nothing else, which is what makes it safe to run off the main
/// actor while the UI keeps going.
public struct Pipeline: Sendable {
  /// The stages, in the order they run.
  public enum Stage: Int, CaseIterable, Sendable, Comparable {
    case rawData, decoding, parsing, model

    public static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  private var transformers: [Stage: [ResponseTransformer]] = [:]

  /// No transformers at all: content stays `Data`.
  public init() {}

  /// Text decoding and JSON parsing, no model mapping.
  public static var standard: Pipeline {
    var pipeline = Pipeline()
    pipeline[.decoding] = [.textDecoding]
    pipeline[.parsing] = [.jsonParsing]
    return pipeline
  }

  /// The transformers of one stage, in the order they run.
  public subscript(stage: Stage) -> [ResponseTransformer] {
    get { transformers[stage] ?? [] }
    set { transformers[stage] = newValue }
  }

  /// Turns a transport's result into the data or the error a request ends
  /// with. `receivedAt` stamps the entity or the error. Pure: it reads only
  /// its arguments, so it may run on any thread.
  public func process(
    _ result: Result<HTTPResponse, any Error>, receivedAt: TimeInterval
  ) -> Result<Entity, RequestError> {
    let response: HTTPResponse
    switch result {
    case .failure(let error):
      return .failure(RequestError(transportError: error, timestamp: receivedAt))
    case .success(let success):
      response = success
    }
    let raw = Entity(content: response.body, headers: response.headers, timestamp: receivedAt)
    guard (200..<300).contains(response.status) else {
      // An error body goes through the stages that opt in, so a server's
      // message is readable; if even that fails, the raw bytes are kept.
      let body = try? run(raw, errorsOnly: true).get()
      return .failure(
        RequestError(.httpStatus(response.status), entity: body ?? raw, timestamp: receivedAt))
    }
    return run(raw, errorsOnly: false)
  }

  private func run(_ entity: Entity, errorsOnly: Bool) -> Result<Entity, RequestError> {
    var current = entity
    for stage in Stage.allCases {
      for transformer in self[stage]
      where (!errorsOnly || transformer.transformsErrors) && transformer.applies(to: current) {
        do {
          current = try transformer.transform(current)
        } catch var error as RequestError {
          error.timestamp = entity.timestamp
          return .failure(error)
        } catch {
          let details = "\(transformer.name) failed: \(error)"
          let cause: RequestError.Cause =
            stage == .decoding ? .decodingFailed(details) : .parsingFailed(details)
          return .failure(
            RequestError(cause, underlyingError: error, timestamp: entity.timestamp))
        }
      }
    }
    return .success(current)
  }
}
