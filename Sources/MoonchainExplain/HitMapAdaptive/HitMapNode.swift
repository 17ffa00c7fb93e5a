import ResponderKit

/// A view of the scene as the adaptive hit-map sampler sees it: where on the sample grid its
/// `pointInside` can say yes, and its subviews with an index by place, so a sample asks only
/// the views that can take it.
final class HitMapNode {
    let view: View
    let children: [HitMapNode]
    /// The cells where `pointInside` may say yes (nil: anywhere). Outside them the hit test
    /// of this view answers nil, so the sampler does not ask. For a view whose `pointInside` a
    /// behaviour decides, the cells found by `HitMapProbe`.
    var reach: CellRect?
    /// The cells where `pointInside` surely says yes: empty when a behaviour decides it or a
    /// transform turns the view, else its bounds' cells shrunk by a hair.
    let surelyInside: CellRect
    /// The hit test skips the view whatever the point (hidden, no interaction, transparent,
    /// disabled control: rule H1, C4).
    let skipped: Bool
    /// A behaviour overrides `hitTest`: it may answer anything, so it is asked like the real walk.
    let scriptedHitTest: Bool
    /// A behaviour overrides `pointInside`: its area is probed, not known.
    let scriptedPointInside: Bool
    /// The subviews by place, for a view with many (built once the reaches are known).
    var index: HitMapChildIndex?

    init(view: View, grid: HitMapGrid, transformedAbove: Bool) {
        self.view = view
        let overrides = view.behavior?.overrides ?? []
        scriptedHitTest = overrides.contains(.hitTest)
        scriptedPointInside = overrides.contains(.pointInside)
        skipped = view.hitTestSkipReason() != nil
        let turned = transformedAbove || !view.transform.isIdentity
        let outline = Rect.boundingBox(of: view.screenOutline)
        // The bounds' cells, grown by a hair: with a transform the outline's box holds the
        // turned bounds, so it is still a superset.
        reach = scriptedHitTest ? nil : grid.cells(in: outline, surely: false)
        surelyInside = scriptedPointInside || scriptedHitTest || turned ? .empty : grid.cells(in: outline, surely: true)
        children = view.subviews.map { HitMapNode(view: $0, grid: grid, transformedAbove: turned) }
    }

    /// Every node of this subtree, parents first.
    func forEach(_ body: (HitMapNode) -> Void) {
        var stack: [HitMapNode] = [self]
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// The view the real hit test picks at the sample of cell (`column`, `row`), `point` being
    /// that sample in this view's coordinates; the same walk as `View.hitTest(_:with:)` (rules
    /// H1–H6) except that a view whose reach leaves the cell out is not asked.
    func hit(_ point: Point, column: Int, row: Int) -> View? {
        if scriptedHitTest { return view.hitTest(point, with: nil) }
        if skipped { return nil }
        if let reach, !reach.contains(column: column, row: row) { return nil }
        guard view.point(inside: point, with: nil) else { return nil }
        if let index {
            for position in index.candidates(column: column, row: row).reversed() {
                let child = children[position]
                if let found = child.hit(child.view.convertFromSuperview(point), column: column, row: row) {
                    return found
                }
            }
        } else {
            for child in children.reversed() {
                if let found = child.hit(child.view.convertFromSuperview(point), column: column, row: row) {
                    return found
                }
            }
        }
        if let window = view as? Window, window.passesTouchesThrough { return nil }
        return view
    }

    /// Whether this view's hit test answers the same for every sample in `block`: then one
    /// sample stands for all. True when the walk takes the same turns everywhere in it: the
    /// view is skipped, or the block is outside its reach, or surely inside its bounds with
    /// every subview answering the same there. A behaviour that decides (`hitTest`, or
    /// `pointInside` over the block) makes it false: its cells are sampled one by one.
    func isUniform(over block: CellRect) -> Bool {
        if scriptedHitTest { return false }
        if skipped { return true }
        if let reach, !reach.intersects(block) { return true }
        guard surelyInside.contains(block) else { return false }
        if let index, let positions = index.candidates(in: block) {
            return positions.allSatisfy { children[$0].isUniform(over: block) }
        }
        return children.allSatisfy { $0.isUniform(over: block) }
    }
}
