import Foundation
import StateEngine
import Testing

/// Environment values beyond the engine's first ones: each reads its documented default on the
/// engine's device, the modifier SwiftUI documents as writing it writes it for its content, and
/// readers re-evaluate when it changes.
@Suite @MainActor struct EnvironmentDefaultsTests {
    struct ControlReader: View {
        @Environment(\.controlSize) private var controlSize
        @Environment(\.imageScale) private var imageScale
        @Environment(\.multilineTextAlignment) private var alignment
        @Environment(\.redactionReasons) private var redaction
        @Environment(\.labelsVisibility) private var labels
        @Environment(\.verticalScrollIndicatorVisibility) private var indicators
        var body: some View {
            Text("size=\(controlSize) scale=\(imageScale) align=\(alignment) redacted=\(redaction.contains(.placeholder)) labels=\(labels) indicators=\(indicators == .hidden ? "hidden" : "other")")
        }
    }

    // Evidence: Apple docs "controlSize" (default `.regular`), "imageScale" (`.medium`),
    // "multilineTextAlignment" (`.leading`), "redactionReasons" (empty), "labelsVisibility"
    // (`.automatic`), "verticalScrollIndicatorVisibility" (`.automatic`).
    @Test func defaultsAreTheDocumentedOnes() {
        let d = Driver(ControlReader())
        #expect(d.screen.contains("size=regular scale=medium align=leading redacted=false labels=automatic indicators=other"))
    }

    struct Styled: View {
        var body: some View {
            ControlReader()
                .controlSize(.small)
                .imageScale(.large)
                .multilineTextAlignment(.center)
                .redacted(reason: .placeholder)
                .labelsHidden()
                .scrollIndicators(.hidden, axes: .vertical)
        }
    }

    // Evidence: Apple docs "controlSize(_:)", "imageScale(_:)", "multilineTextAlignment(_:)",
    // "redacted(reason:)", "labelsHidden()", "scrollIndicators(_:axes:)": each sets the value
    // in the environment of the view it modifies.
    @Test func theModifiersWriteTheValuesTheirContentReads() {
        let d = Driver(Styled())
        #expect(d.screen.contains("size=small scale=large align=center redacted=true labels=hidden indicators=hidden"))
    }

    struct Unredacting: View {
        @Environment(\.redactionReasons) private var reasons
        var body: some View { Text(reasons.isEmpty ? "clear" : "redacted") }
    }

    // Evidence: Apple docs "unredacted()" ("Removes any reason to apply a redaction to this view hierarchy").
    @Test func unredactedClearsTheReasonsBelowIt() {
        let d = Driver(VStack { Unredacting(); Unredacting().unredacted() }.redacted(reason: .placeholder))
        #expect(d.screen.contains("Text \"redacted\""))
        #expect(d.screen.contains("Text \"clear\""))
    }

    struct Contrast: View {
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.accessibilityPlayAnimatedImages) private var playImages
        @Environment(\.colorSchemeContrast) private var contrast
        var body: some View {
            Text("transparency=\(reduceTransparency ? "reduced" : "normal") voiceOver=\(voiceOver) play=\(playImages) contrast=\(contrast)")
        }
    }

    // Evidence: Apple docs on each setting (set when the user turns it on in Settings >
    // Accessibility); Chosen default-device-settings: an iPhone's out-of-the-box settings.
    @Test func accessibilitySettingsReadTheDevicesDefaultsAndFollowAStep() throws {
        let d = Driver(Contrast())
        #expect(d.screen.contains("transparency=normal voiceOver=false play=true contrast=standard"))
        d.setEnvironment(\.accessibilityReduceTransparency, true)
        #expect(d.screen.contains("transparency=reduced"))
        #expect(d.bodyCount(Contrast.self) == 2)
    }

    struct TypeSize: View {
        @Environment(\.sizeCategory) private var category
        @Environment(\.pixelLength) private var pixel
        var body: some View { Text("category=\(category) accessible=\(category.isAccessibilityCategory) pixel=\(pixel == 1.0 / 3 ? "third" : "other")") }
    }

    // Evidence: Apple docs "sizeCategory" (deprecated: use dynamicTypeSize, the same setting) and
    // "pixelLength" (one pixel in points, 1 / displayScale).
    @Test func derivedValuesFollowTheValuesTheyComeFrom() throws {
        let d = Driver(TypeSize())
        #expect(d.screen.contains("category=large accessible=false pixel=third"))
        d.setEnvironment(\.dynamicTypeSize, .accessibility2)
        #expect(d.screen.contains("category=accessibilityLarge accessible=true"))
    }

    struct Dates: View {
        @Environment(\.calendar) private var calendar
        @Environment(\.timeZone) private var timeZone
        var body: some View {
            let start = Date(timeIntervalSince1970: 0)
            Text("offset=\(timeZone.secondsFromGMT()) hour=\(calendar.component(.hour, from: start)) calendar=\(calendar.identifier == .gregorian)")
        }
    }

    // Evidence: Apple docs "calendar", "timeZone" (the device's); Chosen
    // scenario-calendar-and-time-zone: UTC and Gregorian, as scenario programs run.
    @Test func calendarAndTimeZoneAreTheScenarios() {
        let d = Driver(Dates().environment(\.locale, Locale(identifier: "en_US")))
        #expect(d.screen.contains("offset=0 hour=0 calendar=true"))
    }

    struct Chip: View {
        @Environment(\.backgroundStyle) private var backgroundStyle
        var body: some View { Text(backgroundStyle == nil ? "default background" : "styled background") }
    }

    // Evidence: Apple docs "backgroundStyle(_:)" (sets the environment's backgroundStyle for the
    // views inside) and "backgroundStyle" (nil when none is set).
    @Test func backgroundStyleIsSetForTheContentOnly() {
        let d = Driver(VStack { Chip(); Chip().backgroundStyle(Color.orange) })
        #expect(d.screen.contains("Text \"default background\""))
        #expect(d.screen.contains("Text \"styled background\""))
    }
}
