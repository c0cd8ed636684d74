extension Resource {
  /// E.g. "Resource /users/ana [data, loading]", for traces.
  public var summary: String {
    var flags: [String] = []
    if latestData != nil { flags.append("data") }
    if latestError != nil { flags.append("error") }
    if isLoading { flags.append("loading") }
    return "Resource \(path)" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]")
  }
}
