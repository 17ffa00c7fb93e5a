import MoonchainImport

/// A view for the reference hit tester: only what UIKit's default hit test reads.
struct RefView {
    var name: String
    /// Untransformed frame (centre and size) in the superview's bounds coordinates.
    var frame: ImportRect
    var boundsOrigin: (x: Double, y: Double)
    var transform: ImportTransform?
    var hidden: Bool
    var alpha: Double
    var userInteractionEnabled: Bool
    var children: [RefView]
}

/// UIKit's default `hitTest(_:with:)`, written again from the rules rather than from either the
/// importer or the host: H1 (hidden, interaction off, alpha ≤ 0.01 → nil), H2 (outside the
/// bounds → nil), H3 (subviews front to back, the last one first), H4 (the bounds origin
/// shifts the subviews' coordinates), H5 (no subview took it → the view itself), H8 (a
/// transform applies about the centre; a flat one cannot be hit).
enum ReferenceHitTester {
    static func hit(_ window: RefView, screen point: (x: Double, y: Double)) -> String? {
        hitTest(window, pointInSuperview: point)
    }

    private static func hitTest(_ view: RefView, pointInSuperview p: (x: Double, y: Double)) -> String? {
        if view.hidden || !view.userInteractionEnabled || view.alpha <= 0.01 { return nil }
        guard let local = convert(p, into: view) else { return nil }
        let b = view.boundsOrigin
        let inside =
            local.x >= b.x && local.x < b.x + view.frame.width && local.y >= b.y && local.y < b.y + view.frame.height
        guard inside else { return nil }
        for child in view.children.reversed() {
            if let found = hitTest(child, pointInSuperview: local) { return found }
        }
        return view.name
    }

    /// The superview point in the view's bounds coordinates; nil through a flat transform.
    static func convert(_ p: (x: Double, y: Double), into view: RefView) -> (x: Double, y: Double)? {
        let f = view.frame
        let b = view.boundsOrigin
        guard let t = view.transform else { return (p.x - f.x + b.x, p.y - f.y + b.y) }
        let det = t.a * t.d - t.b * t.c
        guard det != 0 else { return nil }
        let (cx, cy) = (f.x + f.width / 2, f.y + f.height / 2)
        let (ox, oy) = (p.x - cx - t.tx, p.y - cy - t.ty)
        let x = (t.d * ox - t.c * oy) / det
        let y = (-t.b * ox + t.a * oy) / det
        return (x + b.x + f.width / 2, y + b.y + f.height / 2)
    }

    /// The imported scene's tree as reference views (built bottom-up without recursion). A
    /// navigation's controllers are not views: the top one's root view stands in its place, the
    /// others' views are out of the window (N1).
    static func tree(_ scene: ImportedScene) -> RefView {
        // Pre-order, so that reversed every node comes after its descendants (the importer
        // appends a navigation's controllers after the views they hold).
        var order: [Int] = []
        var pending = [0]
        while let index = pending.popLast() {
            order.append(index)
            pending += scene.nodes[index].children
        }
        var built: [Int: RefView] = [:]
        for index in order.reversed() {
            let node = scene.nodes[index]
            let lastController = node.children.last { scene.nodes[$0].kind == .controller }
            let children: [RefView] = node.children.compactMap { child in
                let view = built.removeValue(forKey: child)
                guard scene.nodes[child].kind == .controller else { return view }
                return child == lastController ? view?.children.first : nil
            }
            built[index] = RefView(
                name: node.name, frame: node.frame, boundsOrigin: node.boundsOrigin, transform: node.transform,
                hidden: node.hidden, alpha: node.alpha, userInteractionEnabled: node.userInteractionEnabled,
                children: children)
        }
        return built[0]!
    }
}
