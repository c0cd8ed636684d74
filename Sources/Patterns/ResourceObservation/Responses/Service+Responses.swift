extension Service {
  /// Returns once every response that has arrived so far has been parsed
  /// and delivered, so its observers have heard. Tests call it after a fake
  /// transport answers, instead of sleeping.
  public func waitForResponses() async {
    await context.network.waitUntilIdle()
  }
}
