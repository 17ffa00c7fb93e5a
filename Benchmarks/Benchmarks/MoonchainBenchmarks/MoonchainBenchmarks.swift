import Benchmark
import BenchmarkFixtures
import CLuaBench
import Foundation
import LuaVM
import MallocInterposerSwift
import MoonchainHost
import ResponderKit

// Each numbered group is one figure of the issue "Lua-driven dispatch close to the cost of raw
// Lua", measured beside its baseline in the same run. Timed benchmarks run 1,000 operations per
// iteration (`scalingFactor: .kilo`), so times and malloc counts read per operation.

/// Built on first use inside the benchmark closure, before `startMeasurement()`: the benchmark
/// process runs one benchmark at a time, and a fixture costs nothing for benchmarks not run.
final class Fixture<T> {
    private var value: T?
    private let make: () -> T
    init(_ make: @escaping () -> T) { self.make = make }
    var get: T {
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}

enum Metric {
    /// Lua-heap allocations (malloc/realloc calls made by Lua's allocator) per 1,000 operations.
    static let luaAllocs = BenchmarkMetric.custom("Lua allocs / 1000 ops", useScalingFactor: false)
    /// Every other malloc of those 1,000 operations: the Swift side's.
    static let swiftAllocs = BenchmarkMetric.custom("Swift allocs / 1000 ops", useScalingFactor: false)
    static let luaBytesPerView = BenchmarkMetric.custom("Lua heap B/view", useScalingFactor: false)
    static let mallocBytesPerView = BenchmarkMetric.custom("malloc B/view (Lua incl.)", useScalingFactor: false)
    static let swiftBytesPerView = BenchmarkMetric.custom("Swift malloc B/view", useScalingFactor: false)
    static let residentBytesPerView = BenchmarkMetric.custom("RSS B/view", useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 2,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )

    // MARK: 1. Baseline: an empty Lua function of two numbers, called from Swift

    let empty = Fixture { EmptyFunction() }
    Benchmark("1 baseline: raw lua_pcall, empty fn(a, b)") { benchmark in
        let f = empty.get
        let L = f.vm.pointer
        let ref = lua_Integer(f.function.rawValue)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            lua_rawgeti(L, BENCH_REGISTRYINDEX, ref)
            lua_pushnumber(L, Double(i))
            lua_pushnumber(L, 2)
            if bench_pcall(L, 2, 0, 0) != LUA_OK { fatalError("pcall failed") }
        }
    }
    Benchmark("1 baseline: LuaVM pcall(nargs:nresults:handler:)") { benchmark in
        let f = empty.get
        let stack = f.vm.main
        let handler = stack.pushMessageHandler()
        defer { stack.pop() }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            stack.push(f.function)
            stack.push(Double(i))
            stack.push(2.0)
            if stack.pcall(nargs: 2, nresults: 0, handler: handler) != nil { fatalError("pcall failed") }
        }
    }

    // MARK: 2. One hit-test step on a view whose pointInside is Lua returning true

    let oneView = Fixture { ScriptedTree(TreeShape(fanouts: [1]), SceneOptions(pointInsideEverywhere: true)) }
    Benchmark("2 point(inside:) on a view with Lua pointInside") { benchmark in
        let view = oneView.get.frontmostLeaf
        let point = Point(x: 10, y: 10)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(view.point(inside: point, with: nil))
        }
    }
    Benchmark("2 hitTest step (leaf view, Lua pointInside)") { benchmark in
        let view = oneView.get.frontmostLeaf
        let point = Point(x: 10, y: 10)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(view.hitTest(point, with: nil))
        }
    }

    // MARK: 3 and 7. Hit testing through trees, with and without scripts, by size and shape

    for (label, shape) in TreeShape.bySize {
        let plain = Fixture { PlainTree(shape) }
        Benchmark("3 hit test, no scripts, frontmost path, \(label) (\(shape))") { benchmark in
            let tree = plain.get
            let point = shape.frontmostPoint
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(tree.app.hitTest(screenPoint: point))
            }
        }
        Benchmark("3 hit test, no scripts, backmost path, \(label) (\(shape))") { benchmark in
            let tree = plain.get
            let point = shape.backmostPoint
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(tree.app.hitTest(screenPoint: point))
            }
        }
        let scripted = Fixture { ScriptedTree(shape, SceneOptions(pointInsideEverywhere: true)) }
        Benchmark("3 hit test, Lua pointInside on every view, \(label) (\(shape))") { benchmark in
            let tree = scripted.get
            let point = shape.frontmostPoint
            let expected = tree.frontmostLeaf
            precondition(tree.host.application.hitTest(screenPoint: point)?.view === expected)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(tree.host.application.hitTest(screenPoint: point))
            }
        }
    }
    // Depth and width on their own: the backmost path makes every level try all its subviews.
    for depth in [2, 4, 6, 8] {
        let shape = TreeShape(fanouts: Array(repeating: 4, count: depth))
        let plain = Fixture { PlainTree(shape) }
        Benchmark("7 hit test, no scripts, backmost path, fan-out 4, depth \(depth) (\(shape.viewCount) views)") {
            benchmark in
            let tree = plain.get
            let point = shape.backmostPoint
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(tree.app.hitTest(screenPoint: point))
            }
        }
    }
    for width in [100, 1_000, 10_000, 100_000] {
        let shape = TreeShape(fanouts: [width])
        let plain = Fixture { PlainTree(shape) }
        for (path, point) in [("frontmost", shape.frontmostPoint), ("backmost", shape.backmostPoint)] {
            Benchmark("7 hit test, no scripts, \(path) path, depth 1, width \(width)") { benchmark in
                let tree = plain.get
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(tree.app.hitTest(screenPoint: point))
                }
            }
        }
    }

    // MARK: 4. A full touch sequence to a Lua view that calls self.super, reaching a Lua parent

    for (label, shape) in [("depth 2", TreeShape(fanouts: [1, 1]))] + TreeShape.bySize.map({ ($0.label, $0.shape) }) {
        let tree = Fixture { ScriptedTree(shape, SceneOptions(touchHandlers: true)) }
        Benchmark("4 touch sequence (began, 10 moved, ended), Lua leaf + Lua parent, \(label)") { benchmark in
            let fixture = tree.get
            let host = fixture.host
            let events = touchSequence(at: shape.frontmostPoint)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for event in events { host.sendTouches(event) }
            }
        }
    }

    // MARK: 5. Allocations per touch message in steady state

    let pair = Fixture { ScriptedTree(TreeShape(fanouts: [1, 1]), SceneOptions(touchHandlers: true)) }
    Benchmark(
        "5 touch moved message, Lua leaf (super) + Lua parent: allocations",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, Metric.luaAllocs, Metric.swiftAllocs])
    ) { benchmark in
        let fixture = pair.get
        let host = fixture.host
        let point = TreeShape(fanouts: [1, 1]).frontmostPoint
        // One finger down for good: every message measured is a steady-state `moved`.
        if host.application.hitTest(screenPoint: point) != nil, benchmark.currentIteration == 0 {
            host.sendTouches([TouchInput(id: 7, phase: .began, location: point)])
        }
        let moves = [TouchInput(id: 7, phase: .moved, location: point)]
        let counter = LuaAllocationCounter(host.vm)
        let before = mallocCount()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.sendTouches(moves)
        }
        benchmark.stopMeasurement()
        let total = mallocCount() - before
        benchmark.measurement(Metric.luaAllocs, counter.count)
        benchmark.measurement(Metric.swiftAllocs, max(0, total - counter.count))
    }
    let plainPair = Fixture { PlainTree(TreeShape(fanouts: [1, 1])) }
    Benchmark(
        "5 touch moved message, no scripts: allocations",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark in
        let tree = plainPair.get
        let point = TreeShape(fanouts: [1, 1]).frontmostPoint
        if benchmark.currentIteration == 0 {
            tree.app.sendTouches([TouchInput(id: 7, phase: .began, location: point)])
        }
        let moves = [TouchInput(id: 7, phase: .moved, location: point)]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            tree.app.sendTouches(moves)
        }
    }

    // MARK: 9. Allocation thresholds checked in CI (Benchmarks/Thresholds, .ci/run)

    // One operation per iteration, so the p90 that `swift package benchmark thresholds check`
    // compares with `Thresholds/MoonchainBenchmarks.NAME.p90.json` reads per operation: 0 per
    // steady-state `moved` message, 1 per touch sequence (the `began` message's `Touch`). The names
    // have no spaces: the plugin writes threshold files with `_` for spaces but reads them
    // under the benchmark's own name.
    let thresholdConfiguration = Benchmark.Configuration(
        metrics: [.mallocCountTotal], warmupIterations: 10, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 1_000,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
    )
    let movedPair = Fixture { ScriptedTree(TreeShape(fanouts: [1, 1]), SceneOptions(touchHandlers: true)) }
    Benchmark("9_allocations_per_moved_message", configuration: thresholdConfiguration) { benchmark in
        let host = movedPair.get.host
        let point = TreeShape(fanouts: [1, 1]).frontmostPoint
        if benchmark.currentIteration == 0 {
            host.sendTouches([TouchInput(id: 7, phase: .began, location: point)])
        }
        let moves = [TouchInput(id: 7, phase: .moved, location: point)]
        benchmark.startMeasurement()
        host.sendTouches(moves)
        benchmark.stopMeasurement()
    }
    let sequencePair = Fixture { ScriptedTree(TreeShape(fanouts: [1, 1]), SceneOptions(touchHandlers: true)) }
    Benchmark("9_allocations_per_touch_sequence", configuration: thresholdConfiguration) { benchmark in
        let host = sequencePair.get.host
        let events = touchSequence(at: TreeShape(fanouts: [1, 1]).frontmostPoint)
        benchmark.startMeasurement()
        for event in events { host.sendTouches(event) }
        benchmark.stopMeasurement()
    }

    // MARK: 6 and 7. Memory per view: a behaviour and a little instance state on every view

    let memoryShapes: [(String, TreeShape)] = [
        ("1e2", TreeShape(fanouts: [10, 10])),  // 110
        ("1e3", TreeShape(fanouts: [10, 100])),  // 1,010
        ("1e4", TreeShape(fanouts: [10, 10, 100])),  // 10,110
        ("1e5", TreeShape(fanouts: [10, 10, 10, 100])),  // 101,110
    ]
    for (label, shape) in memoryShapes {
        Benchmark(
            "6 memory per view, behaviour + instance state, \(label) (\(shape.viewCount) views)",
            configuration: .init(
                metrics: [
                    Metric.luaBytesPerView, Metric.mallocBytesPerView,
                    Metric.swiftBytesPerView, Metric.residentBytesPerView,
                ],
                warmupIterations: 0, scalingFactor: .one, maxIterations: 3)
        ) { benchmark in
            let options = SceneOptions(stateEverywhere: true)
            // The same host with a one-view scene: its cost is the fixed part, subtracted.
            let small = measureScene(TreeShape(fanouts: [1]), options)
            let large = measureScene(shape, options)
            let views = shape.viewCount - 1
            benchmark.measurement(Metric.luaBytesPerView, (large.lua - small.lua) / views)
            benchmark.measurement(Metric.mallocBytesPerView, (large.malloc - small.malloc) / views)
            benchmark.measurement(
                Metric.swiftBytesPerView,
                ((large.malloc - large.lua) - (small.malloc - small.lua)) / views)
            benchmark.measurement(Metric.residentBytesPerView, (large.resident - small.resident) / views)
        }
    }

    // MARK: 8. Hot reload: from a behaviour file's write to the new behaviour answering

    let reload = Fixture { ReloadFixture() }
    Benchmark(
        "8 hot reload: write -> inotify -> reload -> event answered",
        configuration: .init(
            metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 2,
            scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
        let fixture = reload.get
        benchmark.startMeasurement()
        fixture.flip()
    }

    registerTableAndImportBenchmarks()
}

/// malloc calls counted so far by package-benchmark's interposer (preloaded by `swift package
/// benchmark`; without it this stays 0).
func mallocCount() -> Int {
    MallocInterposerSwift.getStatistics().mallocCount
}
