/// Any JSON value, read without a schema, so a file can be checked field by
/// field: a wrong value in one field then costs that field, not the file.
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  /// A whole number that fits in an `Int`.
  case int(Int)
  /// Any other number: a fraction, or a whole number too big for an `Int`.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  /// A value the decoder could not take in (a number such as 1e999, too
  /// big for any Swift number): dropped alone, like any wrong value.
  case unreadable

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // Each type is tried in turn; the decoder refuses the ones that do not
    // fit (a Bool from 1, an Int from 2.5 or from 1e30).
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else {
      self = .unreadable
    }
  }

  /// The value as it would be written, for a message: short, never a dump.
  var shortDescription: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .int(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string(let value): "\"\(value.prefix(20))\(value.count > 20 ? "..." : "")\""
    case .array(let items): "a list of \(items.count)"
    case .object: "a record"
    case .unreadable: "a number too big to read"
    }
  }
}
