import LuaVM
import ResponderKit

/// The scroll-view and table delegate methods (rules S10, S11, L2–L4) as a behaviour's
/// functions: `self` is the delegate responder, then the scroll view (or table) and the rest.
/// A function the behaviour lacks, or one that fails, means UIKit's default.
extension ScriptedBehaviour: ScrollViewDelegate {
    // Navigation (rule N9).
    func appearance(_ callback: AppearanceCallback, animated: Bool, controller: ViewController) {
        let hook: BehaviourHook =
            switch callback {
            case .viewWillAppear: .viewWillAppear
            case .viewDidAppear: .viewDidAppear
            case .viewWillDisappear: .viewWillDisappear
            case .viewDidDisappear: .viewDidDisappear
            }
        notify(hook) { stack in
            stack.push(animated)
            return 1
        }
    }

    /// Calls `hook` for its effect; false when the behaviour has no such function.
    @discardableResult
    private func notify(_ hook: BehaviourHook, _ pushArguments: (LuaStack) -> Int32) -> Bool {
        guard let impl = definition.hook(hook) else { return false }
        _ = host.call(impl, on: binding, method: hook.name, results: 0, pushArguments)
        return true
    }

    /// Calls `hook` for one result and reads it with `read` (nil: a result of the wrong type,
    /// reported as `expected`).
    private func ask<T>(
        _ hook: BehaviourHook, expected: String, _ pushArguments: (LuaStack) -> Int32,
        read: (LuaStack) -> T??
    ) -> Answer<T?> {
        guard let impl = definition.hook(hook) else { return .failed }
        guard host.call(impl, on: binding, method: hook.name, results: 1, pushArguments) else { return .failed }
        let stack = host.stack
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return .answered(nil) }
        guard let value = read(stack) else {
            host.reportMisuse(
                "\(hook.name) must return \(expected), got \(host.typeName(at: -1, on: stack))",
                at: impl.location(on: host.stack), doing: host.doing(hook.name, on: binding))
            return .failed
        }
        return .answered(value)
    }

    private func askBool(_ hook: BehaviourHook, _ pushArguments: (LuaStack) -> Int32) -> Answer<Bool> {
        guard let impl = definition.hook(hook) else { return .failed }
        guard let value = host.callForBool(impl, on: binding, method: hook.name, pushArguments) else { return .failed }
        return .answered(value)
    }

    private func askCell(_ hook: BehaviourHook, _ table: TableView, _ cell: Cell) -> Answer<Cell?> {
        let answer: Answer<Cell?> = ask(
            hook, expected: "a cell or nil",
            { stack in
                host.push(table, on: stack)
                host.push(cell, on: stack)
                return 2
            }, read: { stack in host.view(at: -1, on: stack).map { $0 as? Cell } })
        return answer
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        notify(.scrollViewDidScroll) { stack in
            host.push(scrollView, on: stack)
            return 1
        }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        notify(.scrollViewWillBeginDragging) { stack in
            host.push(scrollView, on: stack)
            return 1
        }
    }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, target: Point) -> Answer<Point?> {
        ask(
            .scrollViewWillEndDragging, expected: "a point or nil",
            { stack in
                host.push(scrollView, on: stack)
                host.push(velocity, on: stack)
                host.push(target, on: stack)
                return 3
            }, read: { stack in host.point(at: -1, on: stack).map { Optional($0) } })
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, decelerate: Bool) {
        notify(.scrollViewDidEndDragging) { stack in
            host.push(scrollView, on: stack)
            stack.push(decelerate)
            return 2
        }
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        notify(.scrollViewWillBeginDecelerating) { stack in
            host.push(scrollView, on: stack)
            return 1
        }
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        notify(.scrollViewDidEndDecelerating) { stack in
            host.push(scrollView, on: stack)
            return 1
        }
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        notify(.scrollViewDidEndScrollingAnimation) { stack in
            host.push(scrollView, on: stack)
            return 1
        }
    }
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Answer<Bool> {
        askBool(.scrollViewShouldScrollToTop) { stack in
            host.push(scrollView, on: stack)
            return 1
        }
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        notify(.scrollViewDidScrollToTop) { stack in
            host.push(scrollView, on: stack)
            return 1
        }
    }
    func viewForZooming(in scrollView: ScrollView) -> Answer<View?> {
        ask(
            .viewForZooming, expected: "a view or nil",
            { stack in
                host.push(scrollView, on: stack)
                return 1
            },
            read: { stack in host.view(at: -1, on: stack).map { Optional($0) } })
    }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        notify(.scrollViewDidZoom) { stack in
            host.push(scrollView, on: stack)
            return 1
        }
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, view: View?, atScale scale: Double) {
        notify(.scrollViewDidEndZooming) { stack in
            host.push(scrollView, on: stack)
            host.push(view, on: stack)
            stack.pushNumber(scale)
            return 3
        }
    }

    private func notifyRow(_ hook: BehaviourHook, _ table: TableView, _ cell: Cell) {
        notify(hook) { stack in
            host.push(table, on: stack)
            host.push(cell, on: stack)
            return 2
        }
    }
    func tableShouldHighlightRow(_ table: TableView, cell: Cell) -> Answer<Bool> {
        askBool(.tableShouldHighlightRow) { stack in
            host.push(table, on: stack)
            host.push(cell, on: stack)
            return 2
        }
    }
    func tableDidHighlightRow(_ table: TableView, cell: Cell) { notifyRow(.tableDidHighlightRow, table, cell) }
    func tableDidUnhighlightRow(_ table: TableView, cell: Cell) { notifyRow(.tableDidUnhighlightRow, table, cell) }
    func tableWillSelectRow(_ table: TableView, cell: Cell) -> Answer<Cell?> {
        askCell(.tableWillSelectRow, table, cell)
    }
    func tableDidSelectRow(_ table: TableView, cell: Cell) { notifyRow(.tableDidSelectRow, table, cell) }
    func tableWillDeselectRow(_ table: TableView, cell: Cell) -> Answer<Cell?> {
        askCell(.tableWillDeselectRow, table, cell)
    }
    func tableDidDeselectRow(_ table: TableView, cell: Cell) { notifyRow(.tableDidDeselectRow, table, cell) }

    func scrollViewProblem(_ scrollView: ScrollView, message: String) {
        host.warn(message)
    }
}
