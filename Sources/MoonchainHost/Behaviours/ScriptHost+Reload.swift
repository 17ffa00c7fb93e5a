import Foundation
import LuaVM
import ResponderKit

/// What one reload did, for the notice and for tests.
public struct ReloadReport: Sendable {
    public var module: String
    public var file: String
    public var milliseconds: Double
    /// The file:line message when the new version did not load (the old one keeps running).
    public var error: String?
    /// Responders whose behaviour is or extends the module (each got `didReload`).
    public var respondersAffected: Int
    /// Lua gesture recognizers whose script is or extends the module.
    public var recognizersAffected: Int = 0
    /// What the new version changed: `"touchesBegan changed"`, `"didReload added"`, ...
    public var changes: [String] = []
}

extension ScriptHost {
    /// Reloads the named behaviour module (even when its file did not change), or every
    /// module whose file changed since it loaded. Runs only between two events.
    /// Each module's reload is transactional (see `BehaviourLibrary.swap`); once all are
    /// swapped, `didReload(self)` runs once on every responder (and Lua gesture recognizer)
    /// whose behaviour is or extends one that changed.
    @discardableResult
    public func reloadBehaviours(named name: String? = nil) -> [ReloadReport] {
        let names: [String]
        if let name {
            guard library.modules[name] != nil else {
                warn(
                    "reload: no behaviour module '\(name)' is loaded (loaded: \(library.modules.keys.sorted().joined(separator: ", ")))"
                )
                return []
            }
            names = [name]
        } else {
            names = library.changedModules()
        }
        return reload(modules: names)
    }

    /// Reloads the modules loaded from `path` whose text changed (for `--watch`).
    @discardableResult
    public func reloadBehaviours(atPath path: String) -> [ReloadReport] {
        reloadBehaviours(atPaths: [path])
    }

    /// Reloads, as one batch, the modules loaded from `paths` whose text changed: every
    /// responder gets one `didReload` however many of its behaviours changed.
    @discardableResult
    public func reloadBehaviours(atPaths paths: [String]) -> [ReloadReport] {
        var names: [String] = []
        for path in paths {
            for name in library.modules(atPath: path).sorted() where !names.contains(name) && library.hasChanged(name) {
                names.append(name)
            }
        }
        return reload(modules: names)
    }

    /// The files of every behaviour module loaded so far (`--watch` watches them).
    public var behaviourFiles: [String] { library.moduleFiles }

    /// How many behaviour modules are loaded (grows when a script loads a new one).
    public var behaviourModuleCount: Int { library.modules.count }

    /// How many loaded modules are the copies built into the binary (no file to watch).
    package var builtInBehaviourCount: Int {
        library.modules.values.count { $0.path?.hasPrefix(BehaviourLibrary.builtInPrefix) == true }
    }

    private func reload(modules names: [String]) -> [ReloadReport] {
        guard !names.isEmpty else { return [] }
        // 1. Swap each module's table, each on its own: a failure keeps that module's old version.
        var reports: [ReloadReport] = []
        var swapped: [BehaviourDefinition] = []
        for name in names {
            let start = ContinuousClock.now
            let file = library.modules[name]?.path ?? name
            do {
                let swap = try library.swap(name)
                if let definition = library.modules[name] { swapped.append(definition) }
                reports.append(
                    ReloadReport(
                        module: name, file: file, milliseconds: milliseconds(since: start),
                        error: nil, respondersAffected: 0, changes: swap.changes))
            } catch {
                reports.append(
                    ReloadReport(
                        module: name, file: file, milliseconds: milliseconds(since: start),
                        error: error.description, respondersAffected: 0))
            }
        }
        // 2. Re-resolve every behaviour that is or extends a swapped one, then hand the new
        //    methods to the responders using them.
        let start = ContinuousClock.now
        let changed = library.resolve(inheritingFrom: swapped)
        var affected: [ResponderBinding] = []
        for binding in registry.bindings {
            guard let behaviour = binding.behaviour, changed.contains(where: { $0 === behaviour.definition }) else {
                continue
            }
            behaviour.refresh(behaviour.definition)
            binding.responder.behaviorDidChange()
            affected.append(binding)
        }
        let recognizers = registry.gestureBindings.filter { binding in
            binding.script.map { script in changed.contains { $0 === script } } ?? false
        }
        let shared = milliseconds(since: start)
        // 3. Tell what happened.
        for index in reports.indices {
            let name = reports[index].module
            if let error = reports[index].error {
                let indented = error.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
                    separator: "\n")
                output.diagnostic("reload: \(name) failed, the old version keeps running:\n\(indented)")
                trace?.reload(
                    module: name, file: reports[index].file, milliseconds: reports[index].milliseconds, error: error)
                scriptErrorCount += 1
                continue
            }
            guard let definition = library.modules[name] else { continue }
            reports[index].milliseconds += shared
            reports[index].respondersAffected = affected.count(where: {
                $0.behaviour?.definition.inherits(from: definition) == true
            })
            reports[index].recognizersAffected = recognizers.count(where: {
                $0.script?.inherits(from: definition) == true
            })
            output.diagnostic(Self.notice(reports[index]))
            trace?.reload(
                module: name, file: reports[index].file, milliseconds: reports[index].milliseconds, error: nil)
        }
        // 4. didReload, after every swap, once per responder and recognizer.
        for binding in affected {
            callHook(.didReload, on: binding) { _ in 0 }
        }
        for binding in recognizers {
            callRecognizerDidReload(binding)
        }
        output.flush()
        return reports
    }

    /// "reloaded NAME (FILE) in X ms: N responders updated (touchesBegan changed, ...)", or
    /// "(file unchanged)" for a forced reload.
    static func notice(_ report: ReloadReport) -> String {
        let n = report.respondersAffected
        var text = "reloaded \(report.module) (\(report.file)) in \(String(format: "%.2f", report.milliseconds)) ms: "
        text += "\(n) responder\(n == 1 ? "" : "s") updated"
        let g = report.recognizersAffected
        if g > 0 { text += ", \(g) gesture recognizer\(g == 1 ? "" : "s")" }
        text += report.changes.isEmpty ? " (file unchanged)" : " (\(report.changes.joined(separator: ", ")))"
        return text
    }

    /// `didReload(self)` of a recognizer written in Lua, `self` being the recognizer.
    private func callRecognizerDidReload(_ binding: GestureBinding) {
        guard let impl = binding.script?.hook(.didReload) else { return }
        callScript(impl, of: binding, name: "didReload") { _ in 0 }
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
