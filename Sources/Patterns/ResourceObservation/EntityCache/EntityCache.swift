/// Keeps entities beyond the life of the resources that loaded them, so a
/// resource made later (after memory pressure let the first one go, or
/// after the app relaunched) starts with data instead of a blank screen.
///
/// A seam: a real app would write to disk. The kit ships only
/// `MemoryEntityCache`, for tests and demos. A resource asks its cache once,
/// when it is first observed or first asked to load; observers then hear
/// `newData(.cache)`.
@MainActor
public protocol EntityCache: AnyObject, Sendable {
  func entity(forKey key: String) -> Entity?
  func store(_ entity: Entity, forKey key: String)
  func removeEntity(forKey key: String)
}

/// An `EntityCache` in a dictionary.
@MainActor
public final class MemoryEntityCache: EntityCache {
  private var entities: [String: Entity] = [:]

  public init() {}

  public var count: Int { entities.count }

  public func entity(forKey key: String) -> Entity? { entities[key] }

  public func store(_ entity: Entity, forKey key: String) { entities[key] = entity }

  public func removeEntity(forKey key: String) { entities[key] = nil }
}
