// Runs one benchmark scenario in a plain loop, for `valgrind --tool=callgrind` or `perf`:
//     .build/release/MoonchainProfile SCENARIO [COUNT]
// Scenarios: pcall, pointInside, hitTest10k, hitTest10kLua, touchSequence, buttonSequence, touchMoved,
// touchMovedPlain and touchSequencePlain (touchMoved and touchSequence with no scripts: ResponderKit
// alone), memory, load100k, load100kLoops, import5000, decelerationFrame, hitTest10kTable,
// build10kTable, build10kViews, keyCommandPair, keyRepeat, touchPair (touchSequence's began and
// ended alone), navSwipeSequence, navSwipeSequenceBare, navSwipeMoved, touchMovedFloor (touchMoved's
// handlers with no binding: issue 41's floor).
import BenchmarkFixtures
import CLuaBench
import Foundation
import LuaVM
import MoonchainHost
import MoonchainImport
import ResponderKit

let arguments = CommandLine.arguments
let scenario = arguments.count > 1 ? arguments[1] : "touchSequence"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000

@inline(never)
func sink<T>(_ value: T) { withExtendedLifetime(value) {} }

let start = ContinuousClock.now
switch scenario {
case "pcall":
    let f = EmptyFunction()
    let stack = f.vm.main
    let handler = stack.pushMessageHandler()
    for i in 0..<count {
        stack.push(f.function)
        stack.push(Double(i))
        stack.push(2.0)
        _ = stack.pcall(nargs: 2, nresults: 0, handler: handler)
    }
case "pointInside":
    let tree = ScriptedTree(TreeShape(fanouts: [1]), SceneOptions(pointInsideEverywhere: true))
    let view = tree.frontmostLeaf
    for _ in 0..<count { sink(view.point(inside: Point(x: 10, y: 10), with: nil)) }
case "hitTest10k":
    let tree = PlainTree(TreeShape.tenThousand)
    let point = TreeShape.tenThousand.frontmostPoint
    for _ in 0..<count { sink(tree.app.hitTest(screenPoint: point)) }
case "hitTest10kLua":
    let tree = ScriptedTree(TreeShape.tenThousand, SceneOptions(pointInsideEverywhere: true))
    let point = TreeShape.tenThousand.frontmostPoint
    for _ in 0..<count { sink(tree.host.application.hitTest(screenPoint: point)) }
case "touchMovedFloor":
    // touchMoved's handlers with no binding at all (issue 41's floor: see TouchFloor).
    let floor = TouchFloor()
    for _ in 0..<count { floor.moved() }
case "touchSequence":
    let shape = TreeShape(fanouts: [1, 1])
    let tree = ScriptedTree(shape, SceneOptions(touchHandlers: true))
    let events = touchSequence(at: shape.frontmostPoint)
    for _ in 0..<count { for event in events { tree.host.sendTouches(event) } }
case "buttonSequence":
    // A button's touch sequence (began, 10 moved, ended) sending two actions (C1-C5).
    let scene = ButtonScene()
    let events = touchSequence(at: scene.point)
    for _ in 0..<count { for event in events { scene.host.sendTouches(event) } }
// Navigation and swipe actions (issue 36's speed rule): the same touch sequence on a plain
// view inside a navigation with both pops live and a table row with swipe actions, and without.
case "navSwipeSequence", "navSwipeSequenceFeaturesOff", "navSwipeSequenceBare":
    let layouts: [String: NavigationScene.Layout] = [
        "navSwipeSequence": .features, "navSwipeSequenceFeaturesOff": .featuresOff, "navSwipeSequenceBare": .plain,
    ]
    let scene = NavigationScene(layouts[scenario]!)
    let events = touchSequence(at: scene.point)
    for _ in 0..<count { for event in events { scene.host.sendTouches(event) } }
case "navSwipeMoved":
    // One move of a touch held on that plain view (nothing may be allocated per move).
    let scene = NavigationScene(.features)
    scene.host.sendTouches([TouchInput(id: 1, phase: .began, location: scene.point)])
    let moves = [TouchInput(id: 1, phase: .moved, location: scene.point)]
    for _ in 0..<count { scene.host.sendTouches(moves) }
// Hardware keyboard (rules K2, K3, K8).
case "keyCommandPair":
    // A key down and up whose command is offered four responders up the chain (K2, K3).
    let scene = KeyScene()
    let app = scene.host.application
    for _ in 0..<count {
        app.keyDown(KeyScene.down)
        app.keyUp(KeyScene.down)
    }
case "touchPair":
    // touchSequence's began and ended alone (no moves): the figure keyCommandPair aims at.
    let shape = TreeShape(fanouts: [1, 1])
    let tree = ScriptedTree(shape, SceneOptions(touchHandlers: true))
    let events = touchSequence(at: shape.frontmostPoint)
    let pair = [events[0], events[events.count - 1]]
    for _ in 0..<count { for event in pair { tree.host.sendTouches(event) } }
case "keyRepeat":
    // One repeat of a held key's command per operation (K8): 0.1 s of virtual time each.
    let scene = KeyScene()
    let app = scene.host.application
    app.keyDown(KeyScene.down)
    var time = 0.5
    for _ in 0..<count {
        app.clock.advance(to: time)
        time += 0.1
    }
case "touchMoved":
    let shape = TreeShape(fanouts: [1, 1])
    let tree = ScriptedTree(shape, SceneOptions(touchHandlers: true))
    tree.host.sendTouches([TouchInput(id: 1, phase: .began, location: shape.frontmostPoint)])
    let moves = [TouchInput(id: 1, phase: .moved, location: shape.frontmostPoint)]
    for _ in 0..<count { tree.host.sendTouches(moves) }
case "touchSequencePlain":
    // touchSequence's events on the same tree with no scripts: ResponderKit's own share of it.
    let shape = TreeShape(fanouts: [1, 1])
    let tree = PlainTree(shape)
    let events = touchSequence(at: shape.frontmostPoint)
    for _ in 0..<count { for event in events { tree.app.sendTouches(event) } }
case "touchMovedPlain":
    let shape = TreeShape(fanouts: [1, 1])
    let tree = PlainTree(shape)
    tree.app.sendTouches([TouchInput(id: 1, phase: .began, location: shape.frontmostPoint)])
    let moves = [TouchInput(id: 1, phase: .moved, location: shape.frontmostPoint)]
    for _ in 0..<count { tree.app.sendTouches(moves) }
case "memory":
    // Bytes per view for `count` views (a 10 x 10 x 10 x N tree), outside the benchmark
    // harness, whose malloc interposer adds a header to every allocation.
    let options = SceneOptions(stateEverywhere: true)
    let shape = TreeShape(fanouts: [10, 10, 10, max(1, count / 1000)])
    let small = measureScene(TreeShape(fanouts: [1]), options)
    let large = measureScene(shape, options)
    let views = shape.viewCount - 1
    print(
        "\(shape.viewCount) views: Lua heap \((large.lua - small.lua) / views) B/view, malloc (Lua incl.) \((large.malloc - small.malloc) / views) B/view, Swift side \(((large.malloc - large.lua) - (small.malloc - small.lua)) / views) B/view, RSS \((large.resident - small.resident) / views) B/view"
    )
case "load100k", "load100kLoops":
    // Loads a 100,000-view scene (every view with a behaviour) in a new host and answers one
    // touch (began, ended), `count` times; prints the time of each. Writing the file is not
    // timed. load100k: the scene written out, one constructor a line (`writeLargeScene`);
    // load100kLoops: 101,110 views built by Lua loops, each with an inline behaviour and a
    // `didLoad` that sets instance state (the memory scenario's scene, `writeScene`).
    let scene: (path: String, views: Int, point: Point)
    if scenario == "load100k" {
        scene = writeLargeScene()
    } else {
        let shape = TreeShape(fanouts: [10, 10, 10, 100])
        scene = (writeScene(shape, SceneOptions(stateEverywhere: true)), shape.viewCount, shape.frontmostPoint)
    }
    defer { try? FileManager.default.removeItem(atPath: (scene.path as NSString).deletingLastPathComponent) }
    // CPU time too: on a machine shared with other work, wall time mostly measures the wait.
    func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    for _ in 0..<max(1, count) {
        let began = ContinuousClock.now
        let cpu = cpuSeconds()
        // A long time limit: under callgrind the scene's chunk runs ~50 times slower.
        let host = ScriptHost(options: HostOptions(memoryLimit: 2 << 30, timeLimit: 3_600), output: NullOutput())
        do { try host.loadScene(path: scene.path) } catch { fatalError("\(error)") }
        host.sendTouches([TouchInput(id: 1, phase: .began, location: scene.point)])
        host.sendTouches([TouchInput(id: 1, phase: .ended, location: scene.point)])
        let elapsed = ContinuousClock.now - began
        let cpuElapsed = cpuSeconds() - cpu
        precondition(
            scenario != "load100k" || host.application.hitTest(screenPoint: scene.point)?.view.name == "c999_98",
            "the touch missed the last cell")
        print(
            "\(scenario): \(scene.views) views loaded, one touch answered in \(elapsed) (CPU \(String(format: "%.3f", cpuElapsed)) s)"
        )
        // Of which compiling the file's Lua alone (the floor no host work can lower).
        let source = try! String(contentsOfFile: scene.path, encoding: .utf8)
        let compileStart = cpuSeconds()
        let chunk = try! host.vm.load(source: source, chunkName: scene.path, environment: host.vm.makeSandbox())
        print(
            "\(scenario): compiling the scene's Lua alone: CPU \(String(format: "%.3f", cpuSeconds() - compileStart)) s"
        )
        host.vm.main.unref(chunk)
        withExtendedLifetime(host) {}
    }
case "import5000":
    // `moonchain import`'s pure module on a 5,000-record recursiveDescription dump: read,
    // build and write the scene text. COUNT is in records (COUNT / 5,000 imports, at least
    // one), so the guard's figure is per record; prints the wall time of each import.
    let dump = recursiveDescriptionDump(records: 5_000)
    for _ in 0..<max(1, count / 5_000) {
        let began = ContinuousClock.now
        let scene: ImportedScene
        do { scene = try DumpImporter.importDump(dump) } catch { fatalError("\(error)") }
        let text = SceneWriter(source: "dump.txt").write(scene)
        let elapsed = ContinuousClock.now - began
        precondition(scene.statistics.imported == 5_000, "imported \(scene.statistics.imported) records")
        sink(text)
        print("import5000: 5,000 records imported and written (\(text.utf8.count) bytes) in \(elapsed)")
    }
case "decelerationFrame":
    // One frame of a 10,000-row table decelerating after a fling (no delegate, no scripts).
    let table = PlainTable()
    table.fling()
    precondition(table.table.isDecelerating, "the fling did not start a deceleration")
    for _ in 0..<count { table.frame() }
    precondition(table.table.isDecelerating, "the deceleration ended within the run: a frame would cost less")
    sink(table.table.contentOffset)
case "hitTest10kTable":
    // Hit testing a 10,000-row table scrolled to about row 4,545 (compare hitTest10k).
    let table = PlainTable()
    table.table.setContentOffset(Point(x: 0, y: 200_000), animated: false)
    precondition(table.app.hitTest(screenPoint: table.centre)?.view is Cell, "the hit test missed the cells")
    for _ in 0..<count { sink(table.app.hitTest(screenPoint: table.centre)) }
case "build10kTable", "build10kViews":
    // Loads a scene of a tableView with 10,000 cells, or of a window with 10,000 views
    // stacked the same way, in a new host, COUNT times; prints the time of each.
    let scenes = writeTableScenes()
    defer { try? FileManager.default.removeItem(atPath: (scenes.table as NSString).deletingLastPathComponent) }
    let path = scenario == "build10kTable" ? scenes.table : scenes.views
    for _ in 0..<max(1, count) {
        let began = ContinuousClock.now
        let host = ScriptHost(options: HostOptions(memoryLimit: 2 << 30, timeLimit: 3_600), output: NullOutput())
        do { try host.loadScene(path: path) } catch { fatalError("\(error)") }
        let elapsed = ContinuousClock.now - began
        precondition(
            host.application.windows[0].subviews.count == (scenario == "build10kTable" ? 1 : 10_000),
            "the scene did not load as written")
        print("\(scenario): scene loaded in \(elapsed)")
        withExtendedLifetime(host) {}
    }
default:
    FileHandle.standardError.write(Data("unknown scenario \(scenario)\n".utf8))
    exit(2)
}
let elapsed = ContinuousClock.now - start
print("\(scenario): \(count) iterations in \(elapsed)")
