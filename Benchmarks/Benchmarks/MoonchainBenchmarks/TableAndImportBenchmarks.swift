import Benchmark
import BenchmarkFixtures
import Foundation
import MoonchainHost
import MoonchainImport
import ResponderKit

/// Group 10: the figures of the scrolling and import issue, each beside what it is compared
/// with. Frames and hit tests run 1,000 operations per iteration (per operation figures);
/// imports and scene loads one per iteration.
func registerTableAndImportBenchmarks() {
    // A table decelerating after a fling; a new table and fling (not measured) before the
    // deceleration could end, so every measured frame is a frame of a deceleration.
    final class Decelerating {
        var table = PlainTable()
        var framesLeft = 0
        func ready(for frames: Int) -> PlainTable {
            if framesLeft < frames || !table.table.isDecelerating {
                table = PlainTable()
                table.fling()
                framesLeft = 5_000
            }
            framesLeft -= frames
            precondition(table.table.isDecelerating, "the fling did not start a deceleration")
            return table
        }
    }
    let decelerating = Fixture { Decelerating() }
    Benchmark("10 deceleration frame, 10,000-row table, no delegate") { benchmark in
        let table = decelerating.get.ready(for: benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { table.frame() }
    }

    let scrolled = Fixture { () -> PlainTable in
        let table = PlainTable()
        table.table.setContentOffset(Point(x: 0, y: 200_000), animated: false)
        return table
    }
    Benchmark("10 hit test, 10,000-row table at offset 200,000") { benchmark in
        let table = scrolled.get
        precondition(table.app.hitTest(screenPoint: table.centre)?.view is Cell)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(table.app.hitTest(screenPoint: table.centre)) }
    }
    let tree = Fixture { PlainTree(TreeShape.tenThousand) }
    Benchmark("10 hit test, 10,236 views, depth 6 (hitTest10k, the comparison)") { benchmark in
        let plain = tree.get
        let point = TreeShape.tenThousand.frontmostPoint
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(plain.app.hitTest(screenPoint: point)) }
    }

    let single = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
        warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(5), maxIterations: 20)
    let dump = Fixture { recursiveDescriptionDump(records: 5_000) }
    Benchmark("10 import a 5,000-record recursiveDescription dump (read + write)", configuration: single) { benchmark in
        let bytes = dump.get
        benchmark.startMeasurement()
        do {
            let scene = try DumpImporter.importDump(bytes)
            blackHole(SceneWriter(source: "dump.txt").write(scene))
        } catch { fatalError("\(error)") }
    }

    let scenes = Fixture { writeTableScenes() }
    for (label, isTable) in [("10,000-cell tableView", true), ("10,000-view window", false)] {
        Benchmark("10 load a \(label) scene", configuration: single) { benchmark in
            let path = isTable ? scenes.get.table : scenes.get.views
            benchmark.startMeasurement()
            let host = ScriptHost(output: NullOutput())
            do { try host.loadScene(path: path) } catch { fatalError("\(error)") }
            benchmark.stopMeasurement()
            withExtendedLifetime(host) {}
        }
    }
}
