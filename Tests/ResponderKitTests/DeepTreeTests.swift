import Testing

@testable import ResponderKit

/// Walks that used to follow the tree's depth on the native stack (teardown, moving a subtree
/// between windows, converting from screen coordinates) use lists of their own, so a tree deeper
/// than any host allows (`View.maximumDepth`) still works in the core; depth and height are
/// what hosts check against the limit.
@Suite("Deep trees")
struct DeepTreeTests {
    /// A chain of `count` views below `root`, each at (1, 1) in its superview; returns the deepest.
    /// Built from the bottom up: adding to a root is O(1), adding below a deep view is O(depth).
    private func chain(_ count: Int, below root: View) -> View {
        let deepest = View(name: "v\(count)", frame: rect(1, 1, 10, 10))
        var top = deepest
        for i in stride(from: count - 1, to: 0, by: -1) {
            let view = View(name: "v\(i)", frame: rect(1, 1, 10, 10))
            view.addSubview(top)
            top = view
        }
        root.addSubview(top)
        return deepest
    }

    @Test("a 200,000-deep tree enters a window, converts points, leaves and is torn down without recursion")
    func hugeChain() {
        let app = Application()
        var window: Window? = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window!)
        var top: View? = View(name: "top", frame: rect(0, 0, 100, 100))
        let deepest = chain(200_000, below: top!)
        window!.addSubview(top!)
        #expect(deepest.window === window)
        #expect(deepest.depth == 200_001)
        #expect(top!.height == 200_000)
        #expect(deepest.convertFromScreen(Point(x: 200_000, y: 200_000)) == Point(x: 0, y: 0))
        #expect(deepest.convert(Point(x: 0, y: 0), to: nil) == Point(x: 200_000, y: 200_000))
        top!.removeFromSuperview()
        #expect(deepest.window == nil)
        top = nil
        window = nil
        // Only the deepest view is still held: its superview chain is gone, down to it.
        #expect(deepest.superview == nil)
    }

    @Test("depth(afterAdding:) counts the parent's depth, one level, and the subtree's height")
    func depthAfterAdding() {
        let root = View(name: "root", frame: rect(0, 0, 10, 10))
        let parent = chain(3, below: root)
        let other = View(name: "other", frame: rect(0, 0, 10, 10))
        _ = chain(5, below: other)
        #expect(parent.depth == 3 && other.height == 5)
        #expect(parent.depth(afterAdding: other) == 9)
        #expect(View.maximumDepth >= 200)
    }
}
