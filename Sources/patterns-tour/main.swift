// The tour's command-line entry point; all the work happens in TourKit.
import Foundation
import TourKit

exit(Tour.main(Array(CommandLine.arguments.dropFirst())))
