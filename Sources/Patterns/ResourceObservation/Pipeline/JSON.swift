import Foundation

/// A parsed JSON document as a plain value.
///
/// Why not `JSONSerialization`'s dictionaries? Those are reference types that
/// are not `Sendable`, and parsing happens off the main actor: the result
/// must cross to observers safely. An enum of values can.
public enum JSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// The member `key` of an object; nil for anything else.
  public subscript(key: String) -> JSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The element at `index` of an array; nil if out of range or not an array.
  public subscript(index: Int) -> JSON? {
    if case .array(let elements) = self, elements.indices.contains(index) {
      return elements[index]
    }
    return nil
  }

  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var double: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The number, if it is a whole number that fits an `Int`.
  public var int: Int? {
    guard let value = double, value.rounded() == value, abs(value) < 1e15 else { return nil }
    return Int(value)
  }

  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var array: [JSON]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// Parses `text`; throws if it is not JSON.
  public init(parsing text: String) throws {
    self = try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
  }

  /// The document as compact UTF-8 JSON, keys sorted so the same value
  /// always gives the same bytes. Throws for numbers JSON cannot hold
  /// (infinity, NaN).
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

extension JSON: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSON].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
