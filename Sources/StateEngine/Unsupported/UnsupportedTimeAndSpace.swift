import Foundation

// Animation over time and the layout pass: what is still undeclared of those families (issue
// 34's list), declared unavailable in this one file while their models are being built, so the
// file can be pruned as each lands. Each fails to compile with StateEngine's message; see
// UnsupportedViews.swift for the convention.

// Layout.














// Animation and time.



















@available(*, unavailable, message: "StateEngine does not model `TimeDataSource` yet (see Supported SwiftUI)")
public struct TimeDataSource<Value> {}
