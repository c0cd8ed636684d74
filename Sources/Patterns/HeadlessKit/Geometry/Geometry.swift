/// A position in a view's coordinate space, in points.
///
/// The toolkit uses its own small geometry types instead of CoreGraphics so that
/// it builds anywhere Swift does, with the same names a UIKit reader expects.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(x.compact), \(y.compact))" }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(width.compact)×\(height.compact)" }
}

/// An origin and a size: where a view sits inside its superview.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(origin: .zero, size: .zero)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// Whether `point` lies inside; the right and bottom edges are outside, as in UIKit.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The same rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  public var description: String {
    "(\(origin.x.compact), \(origin.y.compact), \(size.width.compact), \(size.height.compact))"
  }
}

extension Double {
  /// "12" rather than "12.0" when the value is whole, so traces stay short.
  var compact: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
