import ResponderKit

extension HitExplanation {
    /// The explanation for people: the visit trees indented by nesting, then the hit-test view,
    /// its responder chain and the recognizers that would see the touch.
    public var text: String {
        var lines: [String] = []
        let scope = restrictedTo.map { "window \($0) only" } ?? "windows front to back"
        let kind = touchType == .direct ? "" : " (\(touchType.rawValue))"
        lines.append("Touch\(kind) at screen point \(screenPoint), \(scope):")
        for tree in windows { tree.appendLines(to: &lines, depth: 1) }
        if windows.isEmpty { lines.append("  (no window to try)") }
        for name in untriedWindows { lines.append("  window \(name): not tried (a window in front took the touch)") }
        for note in notes { lines.append("  | \(note)") }
        if let hitView {
            lines.append("Hit-test view: \(hitView.name) (\(hitView.kind)) in window \(hitWindow ?? "?")")
            lines.append(
                "Responder chain: " + responderChain.map { "\($0.name) (\($0.kind))" }.joined(separator: " -> "))
            if gestures.isEmpty {
                lines.append("Gesture recognizers offered the touch: none")
            } else {
                lines.append("Gesture recognizers offered the touch, in order (G1):")
                for (index, gesture) in gestures.enumerated() {
                    lines.append("  \(index + 1). \(gesture.name) (\(gesture.kind)) on \(gesture.view)")
                }
            }
            for note in scrolling { lines.append("Scrolling: \(note)") }
            for note in navigation { lines.append("Navigation: \(note)") }
        } else {
            lines.append("Hit-test view: none (no window took the touch; it would go nowhere)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension HitVisit {
    fileprivate func appendLines(to lines: inout [String], depth: Int) {
        let pad = String(repeating: "  ", count: depth)
        let turned = transform.map { "  transform \($0)" } ?? ""
        lines.append("\(pad)\(kind) \(view)  frame \(Self.format(frame))\(turned)  point \(point)  \(why)")
        var pending = notes[...]
        for (index, child) in children.enumerated() {
            while let note = pending.first, note.afterVisits <= index {
                lines.append("\(pad)  | \(note.text)")
                pending = pending.dropFirst()
            }
            child.appendLines(to: &lines, depth: depth + 1)
        }
        for note in pending { lines.append("\(pad)  | \(note.text)") }
    }
}
