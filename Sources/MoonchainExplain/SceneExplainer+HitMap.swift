import ResponderKit

extension SceneExplainer {
    /// Samples the screen every `step` points (at each cell's centre) with the same hit test as
    /// a new touch (only in `window` when given), and places every view. Scripts see a nil
    /// `event`; what they print while sampling is not shown, and each distinct script error is
    /// reported once.
    public func hitMap(step: Double = 4, window: Window? = nil) -> HitMap {
        HitMapSampler(explainer: self, step: step, window: window).result()
    }

    /// Script errors raised while sampling hit maps so far: each distinct first line (the
    /// message with its file:line), with how many calls raised it.
    public var samplingErrors: [(message: String, count: Int)] { output.samplingErrors }

    /// Lines scripts printed while sampling (they are not shown).
    public var suppressedPrints: Int { output.suppressedPrints }

    /// Every view of every window (windows front to back, then each tree parents first).
    func placedViews() -> [HitMap.ViewBox] {
        var boxes: [HitMap.ViewBox] = []
        func visit(_ view: View, depth: Int, hiddenAbove: Bool) {
            let hidden = hiddenAbove || view.isHidden
            let corners = view.screenOutline
            let box = Rect.boundingBox(of: corners)
            // Axis-aligned (no transform, or one that only moves or scales): the rect is the outline.
            let aligned =
                corners[0].y == corners[1].y && corners[1].x == corners[2].x
                && corners[2].y == corners[3].y && corners[3].x == corners[0].x
                && corners[0].x <= corners[1].x && corners[0].y <= corners[3].y
            boxes.append(
                HitMap.ViewBox(
                    name: view.name, kind: view.kind.rawValue,
                    screenFrame: aligned ? Rect(origin: corners[0], size: box.size) : box,
                    hidden: hidden, alpha: view.alpha, depth: depth,
                    outline: aligned ? nil : corners, backgroundColor: view.backgroundColor))
            for subview in view.subviews { visit(subview, depth: depth + 1, hiddenAbove: hidden) }
        }
        for window in application.windowsFrontToBack { visit(window, depth: 0, hiddenAbove: false) }
        return boxes
    }
}
