/// What a dump cannot say, warned once per kind and naming the views (the contract): UIKit's
/// private hit-test overrides, gesture recognizers (but a scroll view's own), and whether
/// controls are enabled.
enum CannotSay {
    /// Bars whose private `hitTest`/`pointInside` overrides widen or pass touches (UIKit
    /// extends a navigation bar's buttons' touch area and lets bars hand touches to what is
    /// under their transparent parts); none of that is printed.
    static let barClasses: Set<String> = ["UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar"]

    static func warnings(for nodes: [ImportedNode]) -> [ImportWarning] {
        var found: [ImportWarning] = []
        let bars = nodes.filter { node in
            [node.className, node.baseClass].compactMap { $0.map(NodeMapper.plainClass) }.contains(
                where: barClasses.contains)
        }
        if !bars.isEmpty {
            found.append(
                ImportWarning(
                    line: bars[0].line,
                    "UIKit's private hit-test overrides of navigation, tab and tool bars (a wider touch area for bar buttons, touches passed through empty parts) are not in a dump; these are imported with the default hit test: \(names(bars))"
                ))
        }
        // A scroll view (a table too) prints its own pan and delay recognizers; the host gives
        // every scroll view those, so listing it would warn about recognizers it does have.
        // A navigation's are its pop recognizers, which the host gives it too.
        let gestures = nodes.filter {
            $0.hasGestureRecognizers && $0.kind != .scrollView && $0.kind != .tableView && $0.kind != .navigation
        }
        if !gestures.isEmpty {
            found.append(
                ImportWarning(
                    line: gestures[0].line,
                    "a dump prints only `gestureRecognizers = <NSArray…>`, not which recognizers; none were imported, so touches these views' recognizers would take or delay are delivered as if they had none: \(names(gestures))"
                ))
        }
        let controls = nodes.filter { [.button, .switch, .slider, .control, .textField].contains($0.kind) }
        if !controls.isEmpty {
            found.append(
                ImportWarning(
                    line: controls[0].line,
                    "a dump does not print whether a control is enabled (a disabled control takes no touches); every control was imported enabled: \(names(controls))"
                ))
        }
        return found
    }

    /// The first eight names, then how many more.
    static func names(_ nodes: [ImportedNode]) -> String {
        let shown = nodes.prefix(8).map(\.name).joined(separator: ", ")
        return nodes.count > 8 ? "\(shown) and \(nodes.count - 8) more" : shown
    }
}
