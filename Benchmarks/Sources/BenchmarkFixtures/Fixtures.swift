import CLuaBench
import Foundation
import LuaVM
import MoonchainHost
import MoonchainRunLoop
import ResponderKit

/// Discards everything scripts print (the benchmarks' scripts print nothing anyway).
public final class NullOutput: HostOutput {
    public init() {}
    public func printLine(_ line: String) {}
    public func diagnostic(_ text: String) {}
    public func flush() {}
}

/// The screen every fixture uses.
public let screen = Size(width: 390, height: 844)

/// A tree shape: `fanouts[i]` children under each view of level i (the window is level 0).
public struct TreeShape: CustomStringConvertible, Sendable {
    public var fanouts: [Int]
    public init(fanouts: [Int]) { self.fanouts = fanouts }

    public var depth: Int { fanouts.count }
    /// Views below the window.
    public var viewCount: Int {
        var total = 0
        var level = 1
        for f in fanouts {
            level *= f
            total += level
        }
        return total
    }
    /// How many leaves side by side: each level tiles its children left to right.
    public var leafColumns: Int { fanouts.reduce(1, *) }
    /// The screen point at the centre of the frontmost (rightmost) leaf.
    public var frontmostPoint: Point {
        let w = screen.width / Double(leafColumns)
        return Point(x: screen.width - w / 2, y: screen.height / 2)
    }
    /// The screen point at the centre of the backmost (leftmost) leaf.
    public var backmostPoint: Point {
        Point(x: screen.width / Double(leafColumns) / 2, y: screen.height / 2)
    }
    public var description: String {
        "\(viewCount) views, depth \(depth), fan-out \(fanouts.map(String.init).joined(separator: "x"))"
    }

    /// About 10^2 ... 10^5 views at depth 6.
    public static let bySize: [(label: String, shape: TreeShape)] = [
        ("1e2", TreeShape(fanouts: [2, 2, 2, 2, 2, 2])),  // 126
        ("1e3", TreeShape(fanouts: [4, 3, 3, 3, 3, 3])),  // 1,456
        ("1e4", TreeShape(fanouts: [6, 5, 4, 4, 4, 4])),  // 10,236
        ("1e5", TreeShape(fanouts: [8, 7, 6, 6, 6, 6])),  // 87,088
    ]
    /// The 10,000-view tree, depth 6.
    public static let tenThousand = TreeShape(fanouts: [6, 5, 4, 4, 4, 4])
}

/// A pure-core tree with no scripts: a window whose views tile their parent left to right.
public final class PlainTree {
    public let app = Application(screenSize: screen)
    public let window: Window
    public let shape: TreeShape

    public init(_ shape: TreeShape) {
        self.shape = shape
        window = Window(name: "w", frame: Rect(origin: .zero, size: screen))
        app.addWindow(window)
        var counter = 0
        func fill(_ parent: View, level: Int) {
            guard level < shape.fanouts.count else { return }
            let f = shape.fanouts[level]
            let w = parent.bounds.width / Double(f)
            for i in 0..<f {
                counter += 1
                let view = View(
                    name: "v\(counter)", frame: Rect(x: Double(i) * w, y: 0, width: w, height: parent.bounds.height))
                parent.addSubview(view)
                fill(view, level: level + 1)
            }
        }
        fill(window, level: 0)
    }
}

/// Which behaviours a generated scene gives its views.
public struct SceneOptions {
    /// A Lua `pointInside` returning true on every view; Lua touch handlers on the frontmost
    /// leaf (calling `self.super` once) and on its parent; a behaviour with a little instance
    /// state (set in `didLoad`) on every view.
    public var pointInsideEverywhere: Bool
    public var touchHandlers: Bool
    public var stateEverywhere: Bool
    public init(pointInsideEverywhere: Bool = false, touchHandlers: Bool = false, stateEverywhere: Bool = false) {
        self.pointInsideEverywhere = pointInsideEverywhere
        self.touchHandlers = touchHandlers
        self.stateEverywhere = stateEverywhere
    }
}

/// Lua: `child`, touch handlers that forward each phase to `super`, and `parent`, empty ones:
/// the scripted handlers of `touchSequence`'s leaf and its parent, which other scenes reuse so
/// that their figures compare with it.
public let scriptedTouchHandlers = """
    local child = {
      touchesBegan = function(self, touches, event) self.super:touchesBegan(touches, event) end,
      touchesMoved = function(self, touches, event) self.super:touchesMoved(touches, event) end,
      touchesEnded = function(self, touches, event) self.super:touchesEnded(touches, event) end,
      touchesCancelled = function(self, touches, event) self.super:touchesCancelled(touches, event) end,
    }
    local parent = {
      touchesBegan = function(self, touches, event) end,
      touchesMoved = function(self, touches, event) end,
      touchesEnded = function(self, touches, event) end,
      touchesCancelled = function(self, touches, event) end,
    }
    """

/// Writes `source` as `scene.lua` in a fresh temporary directory; returns its path (remove the
/// directory with ``removeSceneFile(_:)``).
public func writeSceneFile(_ source: String) -> String {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("moonchain-bench-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("scene.lua").path
    try! source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Removes the directory ``writeSceneFile(_:)`` made for the scene at `path`.
public func removeSceneFile(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
}

/// A host with a scene loaded from `source`, written to a fresh temporary directory that goes
/// with it: the fixture of the scenarios on one scene.
public class BenchScene {
    public let host: ScriptHost
    public let path: String

    public init(source: String, options: HostOptions = HostOptions()) {
        path = writeSceneFile(source)
        host = ScriptHost(options: options, output: NullOutput())
        do {
            try host.loadScene(path: path)
        } catch {
            fatalError("benchmark scene failed to load: \(error)")
        }
    }

    deinit { removeSceneFile(path) }
}

/// Writes a scene that builds `shape` with Lua loops, in a fresh temporary directory.
public func writeScene(_ shape: TreeShape, _ options: SceneOptions) -> String {
    writeSceneFile(sceneSource(shape, options))
}

/// The Lua of a scene that builds `shape` with Lua loops.
func sceneSource(_ shape: TreeShape, _ options: SceneOptions) -> String {
    let source = """
        local fanouts = {\(shape.fanouts.map(String.init).joined(separator: ", "))}
        local pointInsideEverywhere = \(options.pointInsideEverywhere)
        local touchHandlers = \(options.touchHandlers)
        local stateEverywhere = \(options.stateEverywhere)

        local function merge(...)
          local t = {}
          for _, part in ipairs({...}) do for k, v in pairs(part) do t[k] = v end end
          return t
        end
        local inside = { pointInside = function(self, p, event) return true end }
        local state = { didLoad = function(self) self.count = 0; self.label = "idle" end }
        \(scriptedTouchHandlers)
        local plain = merge(pointInsideEverywhere and inside or {}, stateEverywhere and state or {})
        local leafBehaviour = merge(plain, child)
        local parentBehaviour = merge(plain, parent)
        local hasPlain = next(plain) ~= nil

        local n = 0
        local function build(level, x, w, h, frontmost)
          n = n + 1
          local t = { name = "v" .. n, frame = {x, 0, w, h} }
          if level < #fanouts then
            local f = fanouts[level + 1]
            local cw = w / f
            for i = 1, f do
              t[#t + 1] = build(level + 1, (i - 1) * cw, cw, h, frontmost and i == f)
            end
          end
          if touchHandlers and frontmost and level == #fanouts then
            t.behaviour = leafBehaviour
          elseif touchHandlers and frontmost and level == #fanouts - 1 then
            t.behaviour = parentBehaviour
          elseif hasPlain then
            t.behaviour = plain
          end
          return view(t)
        end

        local w = { name = "w" }
        local f = fanouts[1]
        local cw = \(screen.width) / f
        for i = 1, f do w[#w + 1] = build(1, (i - 1) * cw, cw, \(screen.height), i == f) end
        return app { window(w) }
        """
    return source
}

/// A host with a generated scene loaded.
public final class ScriptedTree: BenchScene {
    public let shape: TreeShape

    public init(_ shape: TreeShape, _ options: SceneOptions) {
        self.shape = shape
        super.init(source: sceneSource(shape, options), options: HostOptions(memoryLimit: 2 << 30))
    }

    public var window: Window { host.application.windows[0] }
    /// The frontmost leaf (the one whose behaviour has the touch handlers).
    public var frontmostLeaf: View {
        var view: View = window
        while let last = view.subviews.last { view = last }
        return view
    }
}

/// The Lua baseline: an empty function of two numbers, called from Swift.
public final class EmptyFunction {
    public let vm = LuaState()
    public let function: LuaRef

    public init() {
        let stack = vm.main
        let chunk = try! vm.load(source: "return function(a, b) end", chunkName: "empty", environment: vm.makeSandbox())
        stack.push(chunk)
        if let error = stack.pcall(nargs: 0, nresults: 1) { fatalError("baseline chunk failed: \(error)") }
        function = stack.ref()
    }
}

/// Counts the allocations the Lua heap makes while installed (each one a malloc or realloc).
public final class LuaAllocationCounter {
    private let pointer: OpaquePointer
    private let counter = UnsafeMutablePointer<bench_alloc_counter>.allocate(capacity: 1)

    public init(_ vm: LuaState) {
        pointer = vm.pointer
        counter.initialize(to: bench_alloc_counter())
        bench_install_counter(pointer, counter)
    }

    public var count: Int { Int(counter.pointee.allocations) }
    public func reset() { counter.pointee.allocations = 0 }

    deinit {
        bench_remove_counter(pointer, counter)
        counter.deallocate()
    }
}

/// One finger: began, 10 moves, ended, as the 12 touch events of one sequence.
public func touchSequence(at point: Point) -> [[TouchInput]] {
    var events: [[TouchInput]] = [[TouchInput(id: 1, phase: .began, location: point)]]
    for i in 1...10 {
        let x = point.x + (i % 2 == 0 ? 0 : 0.001)
        events.append([TouchInput(id: 1, phase: .moved, location: Point(x: x, y: point.y))])
    }
    events.append([TouchInput(id: 1, phase: .ended, location: point)])
    return events
}

/// Bytes malloc has handed out and not had back (glibc's arena statistics).
public func mallocBytesInUse() -> Int {
    Int(bench_malloc_in_use())
}

/// The process's resident set size in bytes, from /proc/self/statm.
public func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A loaded scene whose one view's behaviour lives in `flip.lua`, and a watcher on that file.
/// Each `flip()` writes a new version (its `pointInside` answer flips), waits for the watcher's
/// descriptor, reloads, and checks that the next call is answered by the new version.
public final class ReloadFixture {
    public let host = ScriptHost(output: NullOutput())
    let directory: String
    let behaviourPath: String
    public let watcher: FileWatcher
    public let view: View
    private var version = 0

    public init() {
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent("moonchain-reload-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        behaviourPath = directory + "/flip.lua"
        try! Self.source(version: 0).write(toFile: behaviourPath, atomically: false, encoding: .utf8)
        let scene = directory + "/scene.lua"
        try! """
        return app { window { name = "w",
          view { name = "v", frame = {0, 0, 100, 100}, behaviour = "flip" } } }
        """.write(toFile: scene, atomically: false, encoding: .utf8)
        do { try host.loadScene(path: scene) } catch { fatalError("\(error)") }
        guard let watcher = host.makeWatcher() else { fatalError("inotify unavailable") }
        self.watcher = watcher
        view = host.responder(named: "v") as! View
        precondition(view.point(inside: Point(x: 1, y: 1), with: nil))
    }

    static func source(version: Int) -> String {
        """
        -- version \(version)
        return {
          pointInside = function(self, p, event) return \(version % 2 == 0) end,
        }
        """
    }

    public func flip() {
        version += 1
        try! Self.source(version: version).write(toFile: behaviourPath, atomically: false, encoding: .utf8)
        var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 5_000) == 1 else { fatalError("the watcher saw no change within 5 s") }
        for path in watcher.changedFiles() {
            host.reloadBehaviours(atPath: path)
        }
        guard view.point(inside: Point(x: 1, y: 1), with: nil) == (version % 2 == 0) else {
            fatalError("version \(version) is not active after the reload")
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}

/// The cost of a host holding one scene: Lua heap, malloc'd bytes and resident set, after a
/// full collection. The host stays alive until all three are read.
public func measureScene(_ shape: TreeShape, _ options: SceneOptions) -> (lua: Int, malloc: Int, resident: Int) {
    let path = writeScene(shape, options)
    defer { removeSceneFile(path) }
    let mallocBefore = mallocBytesInUse()
    let residentBefore = residentBytes()
    let host = ScriptHost(options: HostOptions(memoryLimit: 2 << 30), output: NullOutput())
    do { try host.loadScene(path: path) } catch { fatalError("\(error)") }
    host.vm.collectGarbage()
    // Lua's small blocks are in the pool's chunks, which malloc does not count: add what the
    // pool has handed out (not what it keeps for reuse, such as the loops' garbage).
    let pooled = host.vm.memoryPooled - host.vm.memoryHeldForReuse
    let result = (
        lua: host.vm.memoryInUse, malloc: mallocBytesInUse() - mallocBefore + pooled,
        resident: residentBytes() - residentBefore
    )
    withExtendedLifetime(host) {}
    return result
}

/// The large-scene load fixture (issue 15): a scene file written out in full, one `view { ... }`
/// constructor a line as an author or a generator would write it (no Lua loops), `rows` rows of
/// `columns` cells under one window, every view with the behaviour module `cell` (a `didLoad`
/// that sets instance state and touch handlers that forward to `super`). Returns the scene's
/// path in a fresh temporary directory and the screen point of the last row's last cell.
public func writeLargeScene(rows: Int = 1_000, columns: Int = 99) -> (path: String, views: Int, point: Point) {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("moonchain-large-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try! """
    -- One grid cell: a little state and a handler that forwards to super (its row).
    return {
      didLoad = function(self) self.taps = 0 end,
      touchesBegan = function(self, touches, event)
        self.taps = self.taps + 1
        self.super:touchesBegan(touches, event)
      end,
      touchesEnded = function(self, touches, event) self.super:touchesEnded(touches, event) end,
    }
    """.write(toFile: directory.appendingPathComponent("cell.lua").path, atomically: true, encoding: .utf8)
    let rowHeight = screen.height / Double(rows)
    let cellWidth = screen.width / Double(columns)
    var lines = ["return app {", "  window { name = \"w\","]
    lines.reserveCapacity(rows * (columns + 2) + 4)
    for r in 0..<rows {
        lines.append(
            "    view { name = \"row\(r)\", frame = {0, \(Double(r) * rowHeight), \(screen.width), \(rowHeight)}, behaviour = \"cell\","
        )
        for c in 0..<columns {
            lines.append(
                "      view { name = \"c\(r)_\(c)\", frame = {\(Double(c) * cellWidth), 0, \(cellWidth), \(rowHeight)}, behaviour = \"cell\" },"
            )
        }
        lines.append("    },")
    }
    lines.append("  },")
    lines.append("}")
    let path = directory.appendingPathComponent("scene.lua").path
    try! (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let point = Point(x: screen.width - cellWidth / 2, y: screen.height - rowHeight / 2)
    return (path, rows * (columns + 1), point)
}
