import MoonchainHost
import ResponderKit

/// Builds visit trees from the core's hit-test records: a `hitTest.visit` opens a visit nested
/// in the innermost open one; the view's `hitTest.skip` or `hitTest.result` closes it.
///
/// A view with a Lua `hitTest` may run its default through `self.super:hitTest`: that default's
/// result only annotates the visit, which stays open until the override answers. When the
/// override fails instead (its error is reported through `scriptFailed`), the default that the
/// core runs in its place closes the visit.
final class HitTestRecorder: DispatchObserver {
    /// A visit being built.
    final class Node {
        let view: View
        var visit: HitVisit
        var children: [Node] = []
        var overrideFailed = false

        init(view: View, point: Point) {
            self.view = view
            visit = HitVisit(
                view: view.name, kind: view.kindName, frame: view.frame, bounds: view.bounds,
                alpha: view.alpha, point: point, outcome: .incomplete,
                transform: view.transform.isIdentity ? nil : view.transform)
        }

        func note(_ text: String) {
            visit.notes.append(HitVisit.Note(text: text, afterVisits: children.count))
        }

        var hasScriptedHitTest: Bool { view.behavior?.overrides.contains(.hitTest) ?? false }

        func build() -> HitVisit {
            var visit = self.visit
            visit.children = children.map { $0.build() }
            return visit
        }
    }

    private(set) var roots: [Node] = []
    private var open: [Node] = []
    /// Notes made while no visit was open.
    private(set) var looseNotes: [String] = []
    /// The view a window's own visit answered with, and that window: the touch's hit-test
    /// view when the walk is a touch's (the first window to answer ends the walk, rule H7).
    private(set) var answered: (window: View, view: View)?

    func record(_ record: TraceRecord) {
        switch record {
        case .hitTestWindow:
            open.removeAll()
        case .hitTestVisit(let view, let point):
            let node = Node(view: view, point: point)
            if let parent = open.last { parent.children.append(node) } else { roots.append(node) }
            open.append(node)
        case .pointInsideAnswered(let view, _, let inside):
            let answer = HitVisit.PointInside(inside: inside, script: script(.pointInside, of: view))
            if let node = open.last(where: { $0.view === view }) {
                node.visit.pointInside = answer
            } else {
                note("\(view.name):pointInside answered \(inside) (\(answer.script ?? "?"))")
            }
        case .hitTestSkipped(let view, _, let reason):
            guard let node = closeAbove(view) else { return }
            if node.visit.pointInside == nil, reason == .outside {
                node.visit.pointInside = HitVisit.PointInside(inside: false, script: nil)
            }
            finishDefault(node, outcome: .skipped, result: nil, resultView: nil, reason: reason)
        case .overrideFailed(let view as View, .hitTest):
            // The default answers instead of the failed Lua hitTest: its result ends the visit.
            open.last(where: { $0.view === view })?.overrideFailed = true
        case .hitTestResult(let view, _, let result, let byOverride):
            guard let node = closeAbove(view) else { return }
            if byOverride {
                node.visit.outcome = .script
                node.visit.skipReason = nil
                node.visit.result = result?.name
                node.visit.hitTestScript = script(.hitTest, of: view)
                closed(node, result: result)
                return
            }
            if node.visit.pointInside == nil {
                node.visit.pointInside = HitVisit.PointInside(inside: true, script: nil)
            }
            let outcome: HitVisit.Outcome = result === view ? .chosen : result == nil ? .passThrough : .descendant
            finishDefault(node, outcome: outcome, result: result?.name, resultView: result, reason: nil)
        default:
            break
        }
    }

    /// A line a script printed during the hit test.
    func printed(_ line: String) {
        note("print: \(line)")
    }

    /// A script error reported during the hit test (`text` as the host reports it).
    func scriptFailed(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        note(String(lines.first ?? ""))
    }

    /// The finished trees, one per root visit.
    func build() -> [HitVisit] {
        roots.map { $0.build() }
    }

    private func note(_ text: String) {
        if let node = open.last { node.note(text) } else { looseNotes.append(text) }
    }

    /// The innermost open visit of `view`, after closing any visit opened inside it.
    private func closeAbove(_ view: View) -> Node? {
        guard let index = open.lastIndex(where: { $0.view === view }) else { return nil }
        open.removeSubrange((index + 1)...)
        return open[index]
    }

    /// The default hit test of the open visit `node` ended. It ends the visit unless a Lua
    /// `hitTest` is running it through `super` (then it is noted and the override answers later).
    private func finishDefault(
        _ node: Node, outcome: HitVisit.Outcome, result: String?, resultView: View?, reason: HitTestSkipReason?
    ) {
        if node.hasScriptedHitTest && !node.overrideFailed {
            let what = reason.map { "nil (skipped: \($0.rawValue))" } ?? (result ?? "nil")
            node.note("super:hitTest returned \(what)")
            if let reason { node.visit.skipReason = reason }
            return
        }
        node.visit.outcome = outcome
        node.visit.result = result
        node.visit.skipReason = reason
        closed(node, result: resultView)
    }

    /// Ends the innermost open visit, `node`; a window's visit that answered a view names the
    /// touch's hit-test view.
    private func closed(_ node: Node, result: View?) {
        open.removeLast()
        if open.isEmpty, let result, answered == nil { answered = (node.view, result) }
    }

    static func script(_ method: ResponderMethod, of responder: Responder) -> String? {
        ScriptHost.handlerLocation(of: method, on: responder)
    }

    /// `script(_:of:)` once per behaviour definition and method in a walk: views sharing a
    /// behaviour share its functions, and asking Lua for a function's `file:line` is the
    /// costliest part of recording a visit (a walk past 2,000 scripted views asks 2,000 times).
    private func script(_ method: ResponderMethod, of responder: Responder) -> String? {
        guard let definition = ScriptHost.behaviourDefinitionID(of: responder) else { return nil }
        let key = ScriptKey(definition: definition, method: method.rawValue)
        if let known = scripts[key] { return known }
        let location = Self.script(method, of: responder)
        scripts[key] = location
        return location
    }

    private struct ScriptKey: Hashable {
        var definition: ObjectIdentifier
        var method: Int
    }

    /// The locations found so far in this walk (definitions do not change during one: a
    /// reload happens between events).
    private var scripts: [ScriptKey: String?] = [:]
}
