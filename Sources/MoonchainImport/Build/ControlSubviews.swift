/// v3 import: UIKit's own controls take their own touches. A dump prints only
/// `userInteractionEnabled = NO`, so the private views inside a switch or slider would be
/// imported interactive and take the touch the control should track (a tap on a switch would
/// reach a plain `UIView` inside `UISwitchModernVisualElement` and the switch would never flip).
enum ControlSubviews {
    /// The controls whose subviews are UIKit's private drawing (a button's are its label and image,
    /// which UIKit also makes non-interactive, but a custom button may hold real views).
    static let controlClasses: Set<String> = [
        "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl", "UIDatePicker",
    ]

    /// Makes the direct subviews of every such control non-interactive (their own subviews can
    /// then take no touch either) and returns one warning naming the controls it changed.
    static func disableTouches(in nodes: inout [ImportedNode]) -> [ImportWarning] {
        var changed: [Int] = []
        for index in nodes.indices where isUIKitControl(nodes[index]) {
            let interactive = nodes[index].children.filter { nodes[$0].userInteractionEnabled }
            guard !interactive.isEmpty else { continue }
            for child in interactive { nodes[child].userInteractionEnabled = false }
            changed.append(index)
        }
        guard let first = changed.first else { return [] }
        return [
            ImportWarning(
                line: nodes[first].line,
                "UIKit's controls take their own touches: the subviews of these controls are imported with "
                    + "userInteractionEnabled = false (a dump prints only the NO values): "
                    + CannotSay.names(changed.map { nodes[$0] }))
        ]
    }

    static func isUIKitControl(_ node: ImportedNode) -> Bool {
        [node.className, node.baseClass].compactMap { $0.map(NodeMapper.plainClass) }.contains(
            where: controlClasses.contains)
    }
}
