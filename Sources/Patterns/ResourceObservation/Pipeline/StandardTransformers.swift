import Foundation

/// The transformers every service starts with: bytes to text for textual
/// types, text to `JSON` for JSON types. Anything else (an image, say) stays
/// `Data` until the app's own model stage turns it into something.
extension ResponseTransformer {
  /// Bytes to `String`, in the charset the Content-Type names (UTF-8 when it
  /// names none; see `Charset` for the names). A charset nobody knows, or
  /// bytes that are not valid in it, fail as `decodingFailed`.
  public static let textDecoding = ResponseTransformer.mapping(
    "text decoding", from: Data.self,
    contentTypes: ["text/*", "*/json", "*/*+json", "*/xml"], transformsErrors: true
  ) { data, entity in
    let charset = entity.charset ?? "utf-8"
    guard let encoding = Charset.encoding(named: charset) else {
      throw RequestError(.decodingFailed("the charset \"\(charset)\" is not one Foundation knows"))
    }
    guard let text = String(data: data, encoding: encoding) else {
      throw RequestError(.decodingFailed("the \(data.count) bytes are not valid \(charset)"))
    }
    return text
  }

  /// `String` to `JSON`. Text that is not JSON fails as `parsingFailed`.
  public static let jsonParsing = ResponseTransformer.mapping(
    "JSON parsing", from: String.self, contentTypes: ["*/json", "*/*+json"],
    transformsErrors: true
  ) { text, _ in
    do {
      return try JSON(parsing: text)
    } catch {
      throw RequestError(.parsingFailed("the body is not valid JSON"), underlyingError: error)
    }
  }
}
