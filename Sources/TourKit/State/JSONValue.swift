/// Any JSON value, read without a schema (by `TolerantJSON`), so a file can
/// be checked field by field: a wrong value in one field then costs that
/// field, not the file.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A whole number that fits in an `Int`.
  case int(Int)
  /// Any other number: a fraction, or a whole number too big for an `Int`.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  /// A number too big for any Swift number (1e999): dropped alone, like
  /// any wrong value.
  case unreadable

  /// The value as it would be written, for a message: short, never a dump.
  var shortDescription: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .int(let value): "\(value)"
    case .number(let value): "\(value)"
    // Escaped: a damaged file's text may hold anything, a NUL or an ESC.
    case .string(let value): "\"\(Echo.quoted(value, longest: 24))\""
    case .array(let items): "a list of \(items.count)"
    case .object: "a record"
    case .unreadable: "a number too big to read"
    }
  }
}
