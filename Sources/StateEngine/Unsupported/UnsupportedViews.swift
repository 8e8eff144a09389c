import Foundation

// Unsupported/: real SwiftUI API (Xcode 16 / iOS 18 SDK signatures) that StateEngine does not
// model, each marked `@available(*, unavailable, message: "StateEngine does not model `X` yet
// (see Supported SwiftUI)")`, so a scenario using it fails with the engine's own message instead
// of a bare "cannot find 'X' in scope" that reads like the author's typo (issue 8, "Honest by
// construction"). The declarations keep SwiftUI's initializers and argument labels: a call that
// matched no initializer would be reported as an argument error before the unavailability.
// Nothing here may shadow what the engine models; to model one, move it to its family's folder.
//
// This file holds only the convention: the views it listed are modelled now.

