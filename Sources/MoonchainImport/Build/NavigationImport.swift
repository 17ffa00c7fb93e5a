/// v3 import: a `UINavigationController`'s view (`UILayoutContainerView` holding a
/// `UINavigationTransitionView`) becomes a `navigation`, so a pasted pushed screen has its back
/// swipe (rules N3, N4) live instead of being plain views.
enum NavigationImport {
    /// The bar's subviews that show a back button (iOS 7 to 15 names).
    static let backButtonClasses: Set<String> = [
        "_UIButtonBarButton", "UINavigationItemButtonView", "_UINavigationBarBackIndicatorView",
    ]

    /// Turns every such container into a `navigation`: the transition view becomes the root
    /// view of the top controller (it holds the controller's content, as in UIKit), the other
    /// subviews (the bar, a toolbar) stay views of the navigation's view, above the stack. A bar
    /// showing a back button on its leading half gets an empty stand-in controller below the
    /// top one, so the pop recognizers have something to pop to. Returns one warning per
    /// navigation with a stand-in.
    static func makeNavigations(in nodes: inout [ImportedNode], naming: inout Naming) -> [ImportWarning] {
        var warnings: [ImportWarning] = []
        for container in nodes.indices where has(nodes[container], "UILayoutContainerView") {
            guard let transition = nodes[container].children.first(where: { has(nodes[$0], transitionClass) })
            else { continue }
            let name = nodes[container].name
            let bars = nodes[container].children.filter { has(nodes[$0], "UINavigationBar") }
            let back = bars.contains { showsBackButton(bar: $0, nodes: nodes) }
            let size = nodes[container].frame
            var stack: [Int] = []
            if back {
                var below = ImportedNode(kind: .controller, name: naming.unique("\(name).below"), frame: .zero)
                below.parent = container
                var root = ImportedNode(
                    kind: .view, name: naming.unique("\(name).below.view"),
                    frame: ImportRect(x: 0, y: 0, width: size.width, height: size.height))
                root.parent = nodes.count
                below.children = [nodes.count + 1]
                nodes.append(below)
                nodes.append(root)
                stack.append(nodes.count - 2)
            }
            var top = ImportedNode(kind: .controller, name: naming.unique("\(name).top"), frame: .zero)
            top.parent = container
            top.children = [transition]
            nodes.append(top)
            nodes[transition].parent = nodes.count - 1
            stack.append(nodes.count - 1)
            nodes[container].children = stack + nodes[container].children.filter { $0 != transition }
            nodes[container].kind = .navigation
            if back {
                warnings.append(
                    ImportWarning(
                        line: nodes[container].line,
                        "\(name) is a navigation whose bar shows a back button: the dump holds only its top "
                            + "screen, so the controller below it (\(nodes[stack[0]].name)) is an empty stand-in, "
                            + "there so the back swipe (edgePop) has a screen to pop to"))
            }
        }
        return warnings
    }

    static let transitionClass = "UINavigationTransitionView"

    /// A back button class anywhere in `bar`, its centre on the bar's leading half.
    private static func showsBackButton(bar: Int, nodes: [ImportedNode]) -> Bool {
        let width = nodes[bar].frame.width
        var pending: [(index: Int, x: Double)] = nodes[bar].children.map { ($0, 0) }
        while let (index, originX) = pending.popLast() {
            let node = nodes[index]
            let x = originX + node.frame.x
            if !node.hidden, backButtonClasses.contains(where: { has(node, $0) }),
                x + node.frame.width / 2 < width / 2
            {
                return true
            }
            pending += node.children.map { ($0, x - node.boundsOrigin.x) }
        }
        return false
    }

    private static func has(_ node: ImportedNode, _ name: String) -> Bool {
        [node.className, node.baseClass].contains { $0.map(NodeMapper.plainClass) == name }
    }
}
