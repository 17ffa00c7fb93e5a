import MoonchainHost
import ResponderKit

/// Builds visit trees from the core's hit-test records: a `hitTest.visit` opens a visit nested
/// in the innermost open one; the view's `hitTest.skip` or `hitTest.result` closes it.
///
/// A view with a Lua `hitTest` may run its default through `self.super:hitTest`: that default's
/// result only annotates the visit, which stays open until the override answers. When the
/// override fails instead (its error is reported through `scriptFailed`), the default that the
/// core runs in its place closes the visit.
///
/// A walk past a large scene visits thousands of views per touch (issue 41), so each visit is
/// kept as a compact record in one array (no object, no name or kind string): its `HitVisit`
/// is only made at `build()`, and with `foldPlainMissesAfter` only for the visits kept.
final class HitTestRecorder: DispatchObserver {
    /// One visit as recorded: what `HitVisit` is made of, read when the visit began, with the
    /// views themselves in place of their names.
    private struct Record {
        let view: View
        let frame: Rect
        let bounds: Rect
        let alpha: Double
        let transform: Transform?
        let point: Point
        var outcome = HitVisit.Outcome.incomplete
        var skipReason: HitTestSkipReason?
        var result: View?
        var pointInside: HitVisit.PointInside?
        var hitTestScript: String?
        var notes: [HitVisit.Note] = []
        /// The records of the visits it made, in order.
        var children: [Int] = []
        var overrideFailed = false

        init(view: View, point: Point) {
            self.view = view
            frame = view.frame
            bounds = view.bounds
            alpha = view.alpha
            transform = view.transform.isIdentity ? nil : view.transform
            self.point = point
        }
    }

    // The questions asked of a record per visit read its fields in place: a computed property
    // of `Record` read through the array's subscript copied the whole record first (a retain
    // and a release of its view, strings and arrays; twice per visit, issue 41).

    /// Whether record `index`'s view has a Lua `hitTest`.
    private func hasScriptedHitTest(_ index: Int) -> Bool {
        records[index].view.behavior?.overrides.contains(.hitTest) ?? false
    }

    /// Whether record `index` is a sibling the why panel may fold (`HitVisit.isPlainMiss`).
    private func isPlainMiss(_ index: Int) -> Bool {
        HitVisit.isPlainMiss(
            outcome: records[index].outcome, skipReason: records[index].skipReason,
            hasNotes: !records[index].notes.isEmpty, hasChildren: !records[index].children.isEmpty)
    }

    // The walk's tables are touched several times per visit (thousands per touch on a large
    // scene): Performance.md#unchecked-exclusivity. The recorder is driven from the host's one
    // thread, and no access to them spans a call that can come back into the recorder (the
    // only calls made while one is open read a view's fields or the `scripts` cache).

    /// Every visit of the walk, in the order they began.
    @exclusivity(unchecked) private var records: [Record] = []
    /// The root visits' records.
    @exclusivity(unchecked) private var roots: [Int] = []
    /// The open visits' records, outermost first.
    @exclusivity(unchecked) private var open: [Int] = []
    /// Notes made while no visit was open.
    private(set) var looseNotes: [String] = []
    /// The view a window's own visit answered with, and that window: the touch's hit-test
    /// view when the walk is a touch's (the first window to answer ends the walk, rule H7).
    @exclusivity(unchecked) private(set) var answered: (window: View, view: View)?
    /// When set, `build()` lists only this many plain misses (see `Record.isPlainMiss`) among
    /// a visit's children and says how many more there were in a note, as the studio's why
    /// panel shows a walk (a walk past 1,000 views would otherwise be sent whole).
    let foldPlainMissesAfter: Int?

    init(foldPlainMissesAfter: Int? = nil) {
        self.foldPlainMissesAfter = foldPlainMissesAfter
    }

    func record(_ record: TraceRecord) {
        switch record {
        case .hitTestWindow(let window, _):
            open.removeAll(keepingCapacity: true)
            // Room for the window and each of its subviews at once: a grid of 2,000 views
            // visits up to all of them, and growing the array a dozen times per touch copied
            // every record made so far each time (issue 41, `presshost`).
            records.reserveCapacity(records.count + 1 + window.subviews.count)
        case .hitTestVisit(let view, let point):
            let index = records.count
            records.append(Record(view: view, point: point))
            if let parent = open.last { records[parent].children.append(index) } else { roots.append(index) }
            open.append(index)
        case .pointInsideAnswered(let view, _, let inside):
            let answer = HitVisit.PointInside(inside: inside, script: script(.pointInside, of: view))
            if let index = openIndex(of: view) {
                records[index].pointInside = answer
            } else {
                note("\(view.name):pointInside answered \(inside) (\(answer.script ?? "?"))")
            }
        case .hitTestSkipped(let view, _, let reason):
            guard let index = closeAbove(view) else { return }
            if records[index].pointInside == nil, reason == .outside {
                records[index].pointInside = HitVisit.PointInside(inside: false, script: nil)
            }
            finishDefault(index, outcome: .skipped, result: nil, reason: reason)
        case .overrideFailed(let view as View, .hitTest):
            // The default answers instead of the failed Lua hitTest: its result ends the visit.
            if let index = openIndex(of: view) { records[index].overrideFailed = true }
        case .hitTestResult(let view, _, let result, let byOverride):
            guard let index = closeAbove(view) else { return }
            if byOverride {
                records[index].outcome = .script
                records[index].skipReason = nil
                records[index].result = result
                records[index].hitTestScript = script(.hitTest, of: view)
                closed(index, result: result)
                return
            }
            if records[index].pointInside == nil {
                records[index].pointInside = HitVisit.PointInside(inside: true, script: nil)
            }
            let outcome: HitVisit.Outcome = result === view ? .chosen : result == nil ? .passThrough : .descendant
            finishDefault(index, outcome: outcome, result: result, reason: nil)
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
        roots.map(visit)
    }

    /// The visit of record `index`, and nested, the visits it made (folded when asked).
    private func visit(_ index: Int) -> HitVisit {
        let record = records[index]
        let view = record.view
        var visit = HitVisit(
            view: view.name, kind: view.kindName, frame: record.frame, bounds: record.bounds, alpha: record.alpha,
            point: record.point, outcome: record.outcome, skipReason: record.skipReason, result: record.result?.name,
            pointInside: record.pointInside, hitTestScript: record.hitTestScript, notes: record.notes,
            transform: record.transform)
        guard let foldAfter = foldPlainMissesAfter else {
            visit.children = record.children.map(self.visit)
            return visit
        }
        var plainMisses = 0
        var foldedOutside = 0
        var foldedByScript = 0
        for child in record.children {
            if isPlainMiss(child) {
                plainMisses += 1
                if plainMisses > foldAfter {
                    if records[child].skipReason == .outside { foldedOutside += 1 } else { foldedByScript += 1 }
                    continue
                }
            }
            visit.children.append(self.visit(child))
        }
        if foldedOutside + foldedByScript > 0 {
            visit.notes.append(
                HitVisit.foldNote(
                    outside: foldedOutside, byScript: foldedByScript, afterVisits: visit.children.count))
        }
        return visit
    }

    private func note(_ text: String) {
        if let index = open.last {
            records[index].notes.append(HitVisit.Note(text: text, afterVisits: records[index].children.count))
        } else {
            looseNotes.append(text)
        }
    }

    /// The innermost open visit of `view`.
    private func openIndex(of view: View) -> Int? {
        open.last { records[$0].view === view }
    }

    /// The innermost open visit of `view`, after closing any visit opened inside it.
    private func closeAbove(_ view: View) -> Int? {
        // Almost always the innermost visit itself (a view's skip or result closes its own).
        if let last = open.last, records[last].view === view { return last }
        guard let position = open.lastIndex(where: { records[$0].view === view }) else { return nil }
        open.removeSubrange((position + 1)...)
        return open[position]
    }

    /// The default hit test of the open visit `index` ended. It ends the visit unless a Lua
    /// `hitTest` is running it through `super` (then it is noted and the override answers later).
    private func finishDefault(_ index: Int, outcome: HitVisit.Outcome, result: View?, reason: HitTestSkipReason?) {
        if hasScriptedHitTest(index) && !records[index].overrideFailed {
            let what = reason.map { "nil (skipped: \($0.rawValue))" } ?? (result?.name ?? "nil")
            records[index].notes.append(
                HitVisit.Note(
                    text: "super:hitTest returned \(what)", afterVisits: records[index].children.count))
            if let reason { records[index].skipReason = reason }
            return
        }
        records[index].outcome = outcome
        records[index].result = result
        records[index].skipReason = reason
        closed(index, result: result)
    }

    /// Ends the innermost open visit, `index`; a window's visit that answered a view names the
    /// touch's hit-test view.
    private func closed(_ index: Int, result: View?) {
        open.removeLast()
        if open.isEmpty, let result, answered == nil { answered = (records[index].view, result) }
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
        // Siblings in a walk mostly share one behaviour: the last answer, without hashing.
        if let last = lastScript, last.key == key { return last.location }
        let location: String?
        if let known = scripts[key] {
            location = known
        } else {
            location = Self.script(method, of: responder)
            scripts[key] = location
        }
        lastScript = (key, location)
        return location
    }

    private struct ScriptKey: Hashable {
        var definition: ObjectIdentifier
        var method: Int
    }

    /// The locations found so far in this walk (definitions do not change during one: a
    /// reload happens between events).
    @exclusivity(unchecked) private var scripts: [ScriptKey: String?] = [:]
    /// The last location asked for, and its key (see `script(_:of:)`).
    @exclusivity(unchecked) private var lastScript: (key: ScriptKey, location: String?)?
}
