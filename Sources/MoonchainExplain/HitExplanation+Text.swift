import ResponderKit

extension HitExplanation {
    /// The explanation for people: the visit trees indented by nesting (alike siblings folded
    /// into runs), then the hit-test view, its responder chain and the recognizers that would
    /// see the touch.
    public var text: String { text(allVisits: false) }

    /// The explanation for people; with `allVisits`, every visit has its line (no runs).
    public func text(allVisits: Bool) -> String {
        var lines = [heading + ":"]
        for tree in windows { tree.appendLines(to: &lines, depth: 1, allVisits: allVisits) }
        if windows.isEmpty { lines.append("  (no window to try)") }
        appendOutcome(to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A few lines for an agent that reads only text (the MCP tool's text beside its structured
    /// result): how many views the hit test visited and how many it skipped, the way down to
    /// the hit-test view (or, when none took the touch, why each window refused), then what
    /// `text` ends with. Its length does not grow with the views the hit test passed over.
    public var summary: String {
        var total = 0
        var skips: [HitTestSkipReason: Int] = [:]
        func count(_ visit: HitVisit) {
            total += 1
            if let reason = visit.skipReason { skips[reason, default: 0] += 1 }
            visit.children.forEach(count)
        }
        windows.forEach(count)
        let counts = skips.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key.rawValue < $1.key.rawValue) }
            .map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
        var lines = [
            "\(heading): \(total) visit\(total == 1 ? "" : "s")"
                + (counts.isEmpty ? "" : ", skipped: \(counts)") + " (the structured result's windows list them)."
        ]
        if hitView != nil {
            lines.append("Way down:")
            var level = windows.first { $0.result != nil }
            while let visit = level {
                lines.append("  \(visit.kind) \(visit.view): \(visit.why)")
                level = visit.children.last { $0.result != nil }
            }
        } else {
            for window in windows { lines.append("  \(window.kind) \(window.view): \(window.why)") }
        }
        appendOutcome(to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Touch at screen point (x, y), windows front to back`.
    private var heading: String {
        let scope = restrictedTo.map { "window \($0) only" } ?? "windows front to back"
        let kind = touchType == .direct ? "" : " (\(touchType.rawValue))"
        return "Touch\(kind) at screen point \(screenPoint), \(scope)"
    }

    /// Untried windows, notes, then the hit-test view, its chain, recognizers, scrolling, navigation.
    private func appendOutcome(to lines: inout [String]) {
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
    }
}

extension HitVisit {
    fileprivate func appendLines(to lines: inout [String], depth: Int, allVisits: Bool) {
        let pad = String(repeating: "  ", count: depth)
        let turned = transform.map { "  transform \($0)" } ?? ""
        lines.append("\(pad)\(kind) \(view)  frame \(Self.format(frame))\(turned)  point \(point)  \(why)")
        var pending = notes[...]
        // Notes are placed by the visits (not lines) before them; a run never spans a note.
        var visited = 0
        func notesBefore(_ index: Int) {
            while let note = pending.first, note.afterVisits <= index {
                lines.append("\(pad)  | \(note.text)")
                pending = pending.dropFirst()
            }
        }
        for entry in allVisits ? children.map(Entry.visit) : entries {
            notesBefore(visited)
            switch entry {
            case .visit(let child):
                child.appendLines(to: &lines, depth: depth + 1, allVisits: allVisits)
                visited += 1
            case .run(let run):
                lines.append("\(pad)  \(run.first) … \(run.last) (\(run.count) siblings in a row)  \(run.sample.why)")
                visited += run.count
            }
        }
        for note in pending { lines.append("\(pad)  | \(note.text)") }
    }
}
