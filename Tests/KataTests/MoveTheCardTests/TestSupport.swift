import HeadlessKit

@testable import CardShapes
@testable import PinboardApp

/// A shape in words, for messages: `the shape named "Card"`, or `none` when
/// there is no shape.
@MainActor
func describe(_ shape: Shape?, none: String = "nil") -> String {
  shape.map { "the shape named \"\($0.name)\"" } ?? none
}

/// The names of `shapes`, in order, for messages: `[Avatar, Title]`.
@MainActor
func names(_ shapes: [Shape]) -> String {
  "[" + shapes.map(\.name).joined(separator: ", ") + "]"
}
