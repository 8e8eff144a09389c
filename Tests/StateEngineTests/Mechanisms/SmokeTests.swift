import StateEngine
import Testing

private struct Counter: View {
    @State private var n = 1
    var body: some View {
        VStack {
            Text("n = \(n)")
            Button("Increment") { n += 1 }
        }
    }
}

@Suite struct SmokeTests {
    @Test func launchShowsScreenAndCountsBody() throws {
        let driver = Driver(Counter())
        #expect(driver.screen == "VStack\n  Text \"n = 1\"\n  Button \"Increment\"")
        #expect(driver.bodyCount(Counter.self) == 1)
        try driver.tap("Increment")
        #expect(driver.screen.contains("n = 2"))
        #expect(driver.bodyCount(Counter.self) == 2)
    }
}
