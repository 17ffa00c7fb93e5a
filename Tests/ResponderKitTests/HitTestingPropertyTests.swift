import PropertyBased
import Testing

@testable import ResponderKit

// MARK: - Random scenes, as plain values

/// One view of a random tree, as values (so generators can produce and shrink it freely).
struct NodeSpec: Sendable, CustomStringConvertible {
    var x, y, width, height: Double
    var boundsX, boundsY: Double
    var hidden = false
    var interactionDisabled = false
    var alpha = 1.0
    var children: [NodeSpec] = []

    var description: String {
        var flags = ""
        if hidden { flags += " hidden" }
        if interactionDisabled { flags += " disabled" }
        if alpha != 1 { flags += " alpha=\(alpha)" }
        let inner = children.isEmpty ? "" : " [" + children.map(\.description).joined(separator: ", ") + "]"
        return "{\(x),\(y),\(width),\(height) b(\(boundsX),\(boundsY))\(flags)\(inner)}"
    }
}

struct WindowSpec: Sendable, CustomStringConvertible {
    var level: Double
    var root: NodeSpec
    var description: String { "window(level \(level)) \(root)" }
}

struct SceneSpec: Sendable, CustomStringConvertible {
    var windows: [WindowSpec]
    var description: String { windows.map(\.description).joined(separator: "\n") }
}

/// Random scenes: 1–3 windows, each a tree at most 5 views deep, with overlapping frames,
/// scrolled bounds, and the flags and alphas the hit test cares about (H1's boundary included).
/// `integral` keeps every coordinate a whole number, so points land exactly on edges (H5).
enum SceneGen {
    static func scene(integral: Bool) -> Generator<SceneSpec, Shrink.None<SceneSpec>> {
        Generator { rng in
            let count = Int.random(in: 1...3, using: &rng)
            var windows: [WindowSpec] = []
            for _ in 0..<count {
                let level = Double([0, 0, 1, 2].randomElement(using: &rng)!)
                // Windows sit on the screen, mostly overlapping one another.
                let frame = (
                    x: coordinate(0...100, integral, &rng), y: coordinate(0...100, integral, &rng),
                    width: coordinate(200...390, integral, &rng), height: coordinate(200...450, integral, &rng)
                )
                let root = node(
                    depth: 0, x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                    integral: integral, using: &rng)
                windows.append(WindowSpec(level: level, root: root))
            }
            return SceneSpec(windows: windows)
        }
    }

    private static func coordinate<R: RandomNumberGenerator>(
        _ range: ClosedRange<Int>, _ integral: Bool, _ rng: inout R
    ) -> Double {
        let whole = Double(Int.random(in: range, using: &rng))
        return integral ? whole : whole + Double.random(in: 0..<1, using: &rng)
    }

    /// A view with the given frame, random flags and bounds origin, and random children placed
    /// mostly inside its visible bounds (some sticking out, some empty).
    private static func node<R: RandomNumberGenerator>(
        depth: Int, x: Double, y: Double, width: Double, height: Double,
        integral: Bool, using rng: inout R
    ) -> NodeSpec {
        var spec = NodeSpec(
            x: x, y: y, width: width, height: height,
            boundsX: Int.random(in: 0..<3, using: &rng) == 0 ? coordinate(-30...30, integral, &rng) : 0,
            boundsY: Int.random(in: 0..<3, using: &rng) == 0 ? coordinate(-30...30, integral, &rng) : 0)
        spec.hidden = Int.random(in: 0..<25, using: &rng) == 0
        spec.interactionDisabled = Int.random(in: 0..<25, using: &rng) == 0
        // H1's boundary: 0.01 is skipped, 0.011 is not.
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<2: spec.alpha = 0
        case 2..<4: spec.alpha = 0.005
        case 4..<8: spec.alpha = 0.01
        case 8..<12: spec.alpha = 0.011
        case 12..<16: spec.alpha = 0.3
        default: spec.alpha = 1
        }
        // Depth 0 is the window; views nest at most 5 deep below it.
        guard depth < 5 else { return spec }
        let w = Int(width.rounded(.down))
        let h = Int(height.rounded(.down))
        for _ in 0..<Int.random(in: depth < 3 ? 1...4 : 0...2, using: &rng) {
            let childX = spec.boundsX + coordinate(-20...max(0, w - 4), integral, &rng)
            let childY = spec.boundsY + coordinate(-20...max(0, h - 4), integral, &rng)
            let childW =
                Int.random(in: 0..<15, using: &rng) == 0 ? 0 : coordinate(max(1, w / 3)...max(1, w), integral, &rng)
            let childH = coordinate(max(1, h / 3)...max(1, h), integral, &rng)
            spec.children.append(
                node(
                    depth: depth + 1, x: childX, y: childY, width: childW, height: childH,
                    integral: integral, using: &rng))
        }
        return spec
    }
}

/// The views built from a `SceneSpec`, each with its path name ("w1", "w1.0.2") and, computed
/// from the spec alone, where its coordinate origin is on the screen.
struct BuiltScene {
    let app: Application
    var views: [(view: View, spec: NodeSpec, screenOrigin: Point)] = []

    init(_ spec: SceneSpec) {
        app = Application()
        for (index, windowSpec) in spec.windows.enumerated() {
            let window = Window(
                name: "w\(index)",
                frame: rect(
                    windowSpec.root.x, windowSpec.root.y,
                    windowSpec.root.width, windowSpec.root.height))
            window.level = windowSpec.level
            app.addWindow(window)
            configure(window, windowSpec.root, parentOrigin: .zero)
        }
    }

    private mutating func configure(_ view: View, _ spec: NodeSpec, parentOrigin: Point) {
        view.bounds.origin = Point(spec.boundsX, spec.boundsY)
        view.isHidden = spec.hidden
        view.isUserInteractionEnabled = !spec.interactionDisabled
        view.alpha = spec.alpha
        let origin = Point(parentOrigin.x + spec.x - spec.boundsX, parentOrigin.y + spec.y - spec.boundsY)
        views.append((view, spec, origin))
        for (index, childSpec) in spec.children.enumerated() {
            let child = View(
                name: "\(view.name).\(index)", frame: rect(childSpec.x, childSpec.y, childSpec.width, childSpec.height))
            view.addSubview(child)
            configure(child, childSpec, parentOrigin: origin)
        }
    }
}

// MARK: - The reference model

/// An independent statement of H1–H5 and H7: recursive, with every view's position computed
/// from scratch in screen coordinates (its coordinate origin is the parent's, moved by its frame
/// origin, less its bounds origin). Returns the path name of the view hit, or nil.
enum ReferenceHitTest {
    static func hit(_ scene: SceneSpec, at p: Point) -> String? {
        // Front to back: higher level first, then the later window.
        let order = scene.windows.indices.sorted { a, b in
            scene.windows[a].level != scene.windows[b].level
                ? scene.windows[a].level > scene.windows[b].level : a > b
        }
        for index in order {
            if let name = hit(scene.windows[index].root, name: "w\(index)", parentOrigin: .zero, p) {
                return name
            }
        }
        return nil
    }

    private static func hit(_ node: NodeSpec, name: String, parentOrigin: Point, _ p: Point) -> String? {
        // H1: alpha is a 32-bit float in UIKit; at or below 0.01 it takes no touches.
        if node.hidden || node.interactionDisabled || Float(node.alpha) <= Float(0.01) { return nil }
        let origin = Point(parentOrigin.x + node.x - node.boundsX, parentOrigin.y + node.y - node.boundsY)
        let localX = p.x - origin.x
        let localY = p.y - origin.y
        // H2, H5: inside the bounds, min edges inclusive, max edges exclusive.
        guard localX >= node.boundsX, localX < node.boundsX + node.width,
            localY >= node.boundsY, localY < node.boundsY + node.height
        else { return nil }
        // H3: frontmost child first.
        for index in node.children.indices.reversed() {
            if let found = hit(node.children[index], name: "\(name).\(index)", parentOrigin: origin, p) {
                return found
            }
        }
        return name
    }
}

@Suite("Hit testing properties")
struct HitTestingPropertyTests {
    @Test("H1 H2 H3 H4 H5 H7 app.hitTest agrees with the reference model on random trees (whole-number points)")
    func agreesOnGrid() async {
        await propertyCheck(
            count: 800, input: SceneGen.scene(integral: true),
            Gen.int(in: -5...400), Gen.int(in: -5...460)
        ) { spec, x, y in
            let scene = BuiltScene(spec)
            let point = Point(Double(x), Double(y))
            let actual = scene.app.hitTest(screenPoint: point)?.view.name
            #expect(actual == ReferenceHitTest.hit(spec, at: point), "at \(point) in\n\(spec)")
        }
    }

    @Test("H1 H2 H3 H4 H5 H7 app.hitTest agrees with the reference model on random trees (fractional)")
    func agreesFractional() async {
        await propertyCheck(
            count: 500, input: SceneGen.scene(integral: false),
            Gen.double(in: -5...400), Gen.double(in: -5...460)
        ) { spec, x, y in
            let scene = BuiltScene(spec)
            let point = Point(x, y)
            let actual = scene.app.hitTest(screenPoint: point)?.view.name
            #expect(actual == ReferenceHitTest.hit(spec, at: point), "at \(point) in\n\(spec)")
        }
    }

    @Test("H4 the hit view's touch location agrees with the reference model's coordinates")
    func locationInHitView() async {
        await propertyCheck(
            count: 300, input: SceneGen.scene(integral: true),
            Gen.int(in: 0...500), Gen.int(in: 0...500)
        ) { spec, x, y in
            let scene = BuiltScene(spec)
            let point = Point(Double(x), Double(y))
            guard let hit = scene.app.hitTest(screenPoint: point),
                let entry = scene.views.first(where: { $0.view === hit.view })
            else { return }
            let local = hit.view.convertFromScreen(point)
            #expect(local == Point(point.x - entry.screenOrigin.x, point.y - entry.screenOrigin.y))
            #expect(hit.view.bounds.contains(local))
        }
    }

    @Test("H4 convert(p, to: other) then back is the identity, and matches the reference offsets")
    func convertRoundTrip() async {
        await propertyCheck(
            count: 500, input: SceneGen.scene(integral: false),
            Gen.int(in: 0...10_000), Gen.int(in: 0...10_000),
            Gen.double(in: -1000...1000), Gen.double(in: -1000...1000)
        ) { spec, i, j, x, y in
            let scene = BuiltScene(spec)
            let a = scene.views[i % scene.views.count]
            let b = scene.views[j % scene.views.count]
            let p = Point(x, y)
            let q = a.view.convert(p, to: b.view)
            let back = b.view.convert(q, to: a.view)
            #expect(abs(back.x - p.x) <= 1e-9 && abs(back.y - p.y) <= 1e-9, "\(p) -> \(q) -> \(back)")
            let expected = Point(p.x + a.screenOrigin.x - b.screenOrigin.x, p.y + a.screenOrigin.y - b.screenOrigin.y)
            #expect(abs(q.x - expected.x) <= 1e-9 && abs(q.y - expected.y) <= 1e-9, "\(q) vs \(expected)")
            let viaFrom = b.view.convert(p, from: a.view)
            #expect(abs(viaFrom.x - q.x) <= 1e-9 && abs(viaFrom.y - q.y) <= 1e-9)
        }
    }
}
