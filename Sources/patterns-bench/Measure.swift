import Foundation

/// Times a piece of work the same way for every benchmark: warm up, then
/// run it in several rounds and keep the median, so one slow round (another
/// process, a page fault) does not decide the figure.
struct Measure {
  /// How many rounds; the median of these is reported.
  var rounds = 7

  /// Nanoseconds per operation: `body` performs `operations` operations.
  func nanosecondsPerOperation(operations: Int, _ body: () -> Void) -> Double {
    body()  // Warm-up: first-time costs (allocation, lazy set-up) are not the figure.
    var samples: [Double] = []
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      samples.append(Double(elapsed) / Double(operations))
    }
    return samples.sorted()[samples.count / 2]
  }

  /// The same for asynchronous work.
  func nanosecondsPerOperation(operations: Int, _ body: () async -> Void) async -> Double {
    await body()
    var samples: [Double] = []
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      await body()
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      samples.append(Double(elapsed) / Double(operations))
    }
    return samples.sorted()[samples.count / 2]
  }
}

/// Prints one figure on a line: what was measured, the value, and the unit,
/// aligned so a baseline and its subject can be read side by side.
func report(_ label: String, _ value: Double, unit: String = "ns/op") {
  let padded = label.padding(toLength: 52, withPad: " ", startingAt: 0)
  print("  \(padded) \(String(format: "%10.1f", value)) \(unit)")
}
