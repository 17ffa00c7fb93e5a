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
    public var respondersAffected: Int
}

extension ScriptHost {
    /// Reloads the named behaviour module, or every module whose file changed since it loaded.
    /// Runs only between two events. Each reload is transactional (see `BehaviourLibrary.reload`);
    /// afterwards `didReload(self)` runs on every responder whose behaviour changed.
    @discardableResult
    public func reloadBehaviours(named name: String? = nil) -> [ReloadReport] {
        let names: [String]
        if let name {
            guard library.modules[name] != nil else {
                warn("reload: no behaviour module '\(name)' is loaded (loaded: \(library.modules.keys.sorted().joined(separator: ", ")))")
                return []
            }
            names = [name]
        } else {
            names = library.changedModules()
        }
        var reports: [ReloadReport] = []
        for module in names {
            reports.append(reload(module: module))
        }
        output.flush()
        return reports
    }

    /// Reloads the modules loaded from `path` (for `--watch`).
    @discardableResult
    public func reloadBehaviours(atPath path: String) -> [ReloadReport] {
        let names = library.modules(atPath: path).filter { library.hasChanged($0) }
        return names.map { reload(module: $0) }
    }

    private func reload(module: String) -> ReloadReport {
        let start = ContinuousClock.now
        let file = library.modules[module]?.path ?? module
        let changed: [BehaviourDefinition]
        do {
            changed = try library.reload(module)
        } catch {
            let elapsed = milliseconds(since: start)
            output.diagnostic("reload: \(module) failed, the old version keeps running:\n  \(error.message)")
            trace?.reload(module: module, file: file, milliseconds: elapsed, error: error.message)
            scriptErrorCount += 1
            return ReloadReport(module: module, file: file, milliseconds: elapsed, error: error.message, respondersAffected: 0)
        }
        var affected: [ResponderBinding] = []
        for binding in bindings {
            guard let behavior = binding.behavior, changed.contains(where: { $0 === behavior.definition }) else { continue }
            behavior.refresh(behavior.definition)
            affected.append(binding)
        }
        let elapsed = milliseconds(since: start)
        for binding in affected {
            callNamed("didReload", on: binding) { _ in 0 }
        }
        let count = affected.count
        output.diagnostic("reloaded \(module) (\(file)) in \(String(format: "%.2f", elapsed)) ms: \(count) responder\(count == 1 ? "" : "s") updated")
        trace?.reload(module: module, file: file, milliseconds: elapsed, error: nil)
        return ReloadReport(module: module, file: file, milliseconds: elapsed, error: nil, respondersAffected: count)
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
