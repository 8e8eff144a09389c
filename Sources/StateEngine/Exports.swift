// `import SwiftUI` in scenario code maps to `import StateEngine`; SwiftUI code expects Foundation,
// Combine's ObservableObject/@Published and the Observation macros to be visible through it.
@_exported import Foundation
@_exported import OpenCombine
@_exported import Observation
