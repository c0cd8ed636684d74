import HeadlessKit
import Testing

@Suite("Geometry: points, sizes and rectangles")
struct GeometryTests {
  @Test("A rectangle's edges come from its origin and size")
  func edges() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)

    #expect(rect.minX == 10)
    #expect(rect.minY == 20)
    #expect(rect.maxX == 40)
    #expect(rect.maxY == 60)
    #expect(rect.width == 30)
    #expect(rect.height == 40)
  }

  @Test("Both rectangle initialisers make the same rectangle")
  func initialisers() {
    let fromParts = Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))

    #expect(fromParts == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("The zero point, size and rectangle are all zeros")
  func zeros() {
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect(Size.zero == Size(width: 0, height: 0))
    #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test("A rectangle contains points on its top and left edges and inside it")
  func containsInside() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)

    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(rect.contains(Point(x: 5, y: 5)))
    #expect(rect.contains(Point(x: 9.5, y: 0)))
  }

  @Test("A rectangle does not contain points on its right and bottom edges, as in UIKit")
  func excludesFarEdges() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)

    #expect(!rect.contains(Point(x: 10, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: 10)))
    #expect(!rect.contains(Point(x: -1, y: 5)))
  }

  @Test("Offsetting a rectangle moves its origin and keeps its size")
  func offset() {
    let moved = Rect(x: 10, y: 20, width: 30, height: 40).offsetBy(dx: 5, dy: -20)

    #expect(moved == Rect(x: 15, y: 0, width: 30, height: 40))
  }

  @Test("Whole numbers are written without a decimal point, fractions with one")
  func descriptions() {
    #expect(Point(x: 12, y: 3.5).description == "(12, 3.5)")
    #expect(Size(width: 320, height: 480).description == "320×480")
    #expect(Rect(x: 0, y: -8, width: 320, height: 0.25).description == "(0, -8, 320, 0.25)")
  }

  @Test("Huge and non-finite values are written as numbers, never trap")
  func extremeDescriptions() {
    #expect(Point(x: 1e20, y: -0.0).description == "(1e+20, 0)")
    #expect(Point(x: .infinity, y: -.infinity).description == "(inf, -inf)")
    #expect(Size(width: .nan, height: 1).description == "nan×1")
  }
}
