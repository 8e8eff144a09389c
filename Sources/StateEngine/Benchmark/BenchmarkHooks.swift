/// What the `engine-bench` target needs beyond the public API, and nothing more: an update
/// without a step (a step renders and records the whole screen, which is not what the
/// benchmark times), and forgetting the events the launch recorded (so that memory counts the
/// views, not their transcript). Scenarios do not import this SPI.
@_spi(Benchmark)
extension Driver {
    /// Runs `change` as code outside the views does (a write from a callback or a task), then
    /// settles the update it causes.
    public func settle(after change: () -> Void) {
        bound {
            perform(change)
            graph.settle()
        }
    }

    /// Forgets the events recorded so far.
    public func discardEvents() {
        events.removeAll()
    }

    /// Sizes the layout pass has computed so far (answers not taken from a node's cache).
    public var layoutSizeComputations: Int { graph.layout.sizeComputations }

    /// Forgets every size and frame, then lays the whole screen out again: what a first
    /// layout of this tree costs.
    public func relayoutEverything() {
        bound {
            var stack: [Node] = graph.root.map { [$0] } ?? []
            while let node = stack.popLast() {
                node.layoutBox = nil
                stack.append(contentsOf: node.children)
            }
            graph.updating { graph.layout.run(graph) }
        }
    }

    /// Lets one frame of virtual time pass (1/60 s), running what is due in it (an animation
    /// frame and the update it causes).
    public func runOneFrame() {
        bound {
            let deadline = mainQueue.now + 1 / Animator.framesPerSecond
            while let job = mainQueue.popDue(notAfter: deadline) { runJob(job) }
            mainQueue.advanceClock(to: deadline)
        }
    }
}
