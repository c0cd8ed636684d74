import BusSupport

/// The tests' and demos' scheduler is the kit's `ManualScheduler`, the one
/// the bus katas run on too: it already does what a `CommandScheduler`
/// asks, keeping work and deliveries until the test runs them.
extension ManualScheduler: CommandScheduler {}
