import Foundation

/// The transformers every service starts with: bytes to text for textual
/// types, text to `JSON` for JSON types. Anything else (an image, say) stays
/// `Data` until the app's own model stage turns it into something.
extension ResponseTransformer {
  /// Bytes to `String`, in the charset the Content-Type names (UTF-8 when it
  /// names none). Bytes that are not valid in that charset fail as
  /// `decodingFailed`.
  public static let textDecoding = ResponseTransformer.mapping(
    "text decoding", from: Data.self,
    contentTypes: ["text/*", "*/json", "*/*+json", "*/xml"], transformsErrors: true
  ) { data, entity in
    let encoding = Self.encoding(named: entity.charset)
    guard let text = String(data: data, encoding: encoding) else {
      throw RequestError(
        .decodingFailed("the \(data.count) bytes are not valid \(entity.charset ?? "utf-8")"))
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

  private static func encoding(named charset: String?) -> String.Encoding {
    switch charset {
    case "iso-8859-1", "latin1": .isoLatin1
    case "us-ascii", "ascii": .ascii
    case "utf-16": .utf16
    default: .utf8
    }
  }
}
