import Foundation

/// What the pipeline reads to choose its transformers: the entity's media
/// type and character set, from its Content-Type header.
extension Entity {
  /// The media type without parameters, e.g. "application/json" for
  /// "application/json; charset=utf-8". Bytes of no declared type count as
  /// "application/octet-stream", as HTTP suggests.
  public var contentType: String {
    let full = header("Content-Type") ?? "application/octet-stream"
    return full.split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    } ?? full
  }

  /// The `charset` parameter of the content type, if there is one.
  public var charset: String? {
    guard let full = header("Content-Type") else { return nil }
    for parameter in full.split(separator: ";").dropFirst() {
      let pair = parameter.split(separator: "=", maxSplits: 1)
      if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" {
        return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: " \"")).lowercased()
      }
    }
    return nil
  }
}
