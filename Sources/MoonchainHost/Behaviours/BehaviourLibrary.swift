import CLua
import Foundation
import LuaVM
import ResponderKit

/// Finds, loads and reloads behaviours: modules `NAME.lua` on the search path (the scene's
/// directory, each `--plugins` directory, then the bundled `scripts/`), and inline tables.
final class BehaviourLibrary {
    weak var host: ScriptHost?
    /// The directories searched, in order.
    private(set) var searchPath: [String] = []
    private let options: HostOptions
    /// Every definition, by id (the id is what super proxies store).
    private(set) var definitions: [BehaviourDefinition] = []
    private var ids: [ObjectIdentifier: Int32] = [:]
    /// Modules by name, loaded once.
    private(set) var modules: [String: BehaviourDefinition] = [:]
    /// Inline tables already made into definitions, keyed by the table (a Lua table → id map).
    private var inlineIndex: LuaRef = .nil
    /// Modules being loaded, to catch `extends` or `require` cycles.
    private var loading: [String] = []
    /// The text each module was last loaded from, to tell which files changed.
    private var sources: [String: String] = [:]

    init(options: HostOptions) {
        self.options = options
    }

    /// Sets the search path for a scene in `sceneDirectory`.
    func configure(sceneDirectory: String) {
        var path = [sceneDirectory]
        path.append(contentsOf: options.pluginDirectories)
        if let bundled = options.bundledScriptsDirectory ?? BehaviourLibrary.findBundledScripts() {
            path.append(bundled)
        }
        searchPath = path
    }

    func id(of definition: BehaviourDefinition) -> Int32 {
        ids[ObjectIdentifier(definition)] ?? -1
    }

    func definition(id: Int32) -> BehaviourDefinition? {
        id >= 0 && Int(id) < definitions.count ? definitions[Int(id)] : nil
    }

    private func register(_ definition: BehaviourDefinition) {
        ids[ObjectIdentifier(definition)] = Int32(definitions.count)
        definitions.append(definition)
    }

    /// The file `NAME.lua` on the search path.
    func path(forModule name: String) -> String? {
        for directory in searchPath {
            let candidate = directory.isEmpty || directory == "." ? "\(name).lua" : "\(directory)/\(name).lua"
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether `name` may name a module: letters, digits, `_`, `-` and `.`-separated parts,
    /// so no script reaches a file outside the search path.
    static func isValidModuleName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("."), !name.hasSuffix("."), !name.contains("..") else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
    }

    /// The behaviour module `name`, loaded on first use.
    func module(named name: String) throws(BehaviourError) -> BehaviourDefinition {
        if let loaded = modules[name] { return loaded }
        guard BehaviourLibrary.isValidModuleName(name) else {
            throw BehaviourError("'\(name)' is not a behaviour name (letters, digits, '_', '-' and '.' only; no paths)")
        }
        guard let file = path(forModule: name.replacingOccurrences(of: ".", with: "/")) else {
            throw BehaviourError("behaviour '\(name)' not found: no \(name).lua in \(searchPath.map { $0.isEmpty ? "." : $0 }.joined(separator: ", "))")
        }
        guard !loading.contains(name) else {
            throw BehaviourError("\(file): behaviour '\(name)' extends or requires itself (\((loading + [name]).joined(separator: " -> ")))")
        }
        loading.append(name)
        defer { loading.removeLast() }
        let (table, parent) = try loadModuleTable(name: name, file: file)
        let definition = BehaviourDefinition(name: name, path: file, table: table, parent: parent)
        register(definition)
        modules[name] = definition
        if let host { definition.resolve(on: host.vm.main) }
        return definition
    }

    /// Runs a module file in a fresh sandbox; it must return a table of methods.
    private func loadModuleTable(name: String, file: String) throws(BehaviourError) -> (LuaRef, BehaviourDefinition?) {
        guard let host else { throw BehaviourError("no host") }
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw BehaviourError("\(file): cannot read the file")
        }
        defer { sources[name] = source }
        let vm = host.vm
        let main = vm.main
        let env = vm.makeSandbox()
        defer { main.unref(env) }
        let chunk: LuaRef
        do {
            chunk = try vm.load(source: source, chunkName: file, environment: env)
        } catch {
            throw BehaviourError(error.message)
        }
        defer { main.unref(chunk) }
        main.push(chunk)
        if let error = main.pcall(nargs: 0, nresults: 1) {
            throw BehaviourError("\(error.message)\n\(error.traceback)")
        }
        guard main.type(at: -1) == .table else {
            let got = main.type(at: -1).name
            main.pop()
            throw BehaviourError("\(file): a behaviour module must return a table of methods, got \(got)")
        }
        let parent = try parentDefinition(ofTableAt: -1, file: file)
        return (main.ref(), parent)
    }

    /// The behaviour named by the table's `extends` field (a name, or a table for inline ones).
    private func parentDefinition(ofTableAt index: Int32, file: String) throws(BehaviourError) -> BehaviourDefinition? {
        guard let host else { return nil }
        let main = host.vm.main
        let table = main.absoluteIndex(index)
        let type = main.rawGet("extends", from: table)
        defer { main.pop() }
        switch type {
        case .nil: return nil
        case .string: return try module(named: main.toString(at: -1) ?? "")
        case .table: return try inline(tableAt: -1, place: file)
        default: throw BehaviourError("\(file): extends must be a behaviour name or table, got \(type.name)")
        }
    }

    /// The definition of an inline behaviour table at `index` (one per distinct table).
    func inline(tableAt index: Int32, place: String) throws(BehaviourError) -> BehaviourDefinition {
        guard let host else { throw BehaviourError("no host") }
        let main = host.vm.main
        let table = main.absoluteIndex(index)
        if inlineIndex == .nil {
            main.newTable()
            inlineIndex = main.ref()
        }
        main.push(inlineIndex)
        main.pushValue(at: table)
        lua_rawget(main.pointer, -2)
        if let id = main.toInt(at: -1), let existing = definition(id: Int32(id)) {
            main.pop(2)
            return existing
        }
        main.pop(2)
        let parent = try parentDefinition(ofTableAt: table, file: place)
        main.pushValue(at: table)
        let definition = BehaviourDefinition(name: "inline@\(place)", path: nil, table: main.ref(), parent: parent)
        register(definition)
        main.push(inlineIndex)
        main.pushValue(at: table)
        main.push(Int(id(of: definition)))
        lua_rawset(main.pointer, -3)
        main.pop()
        definition.resolve(on: main)
        return definition
    }

    /// `require(name)` for scripts: the module's table, from the search path only.
    func require(on stack: LuaStack) -> Int32 {
        guard let name = stack.toString(at: 1) else {
            return stack.error("require expects a behaviour name, got \(stack.type(at: 1).name)")
        }
        do {
            let definition = try module(named: name)
            stack.push(definition.table)
            return 1
        } catch {
            return stack.error("require: \(error.message)")
        }
    }

    // MARK: - Reload

    /// Reloads module `name` transactionally: the new file runs in its own sandbox first and
    /// replaces the old table only if it loads; then every behaviour that extends it re-resolves.
    /// Returns the definitions that changed (the module and those inheriting from it).
    func reload(_ name: String) throws(BehaviourError) -> [BehaviourDefinition] {
        guard let definition = modules[name], let file = definition.path else {
            throw BehaviourError("reload: no behaviour module '\(name)' is loaded")
        }
        loading.append(name)
        defer { loading.removeLast() }
        let (table, parent) = try loadModuleTable(name: name, file: file)
        if let parent, parent.inherits(from: definition) {
            host?.vm.main.unref(table)
            throw BehaviourError("\(file): behaviour '\(name)' would extend itself")
        }
        let old = definition.table
        definition.replace(table: table, parent: parent)
        host?.vm.main.unref(old)
        guard let host else { return [definition] }
        let affected = definitions.filter { $0.inherits(from: definition) }
        for changed in affected { changed.resolve(on: host.vm.main) }
        return affected
    }

    /// Whether module `name`'s file now differs from the text it was loaded from.
    func hasChanged(_ name: String) -> Bool {
        guard let file = modules[name]?.path else { return false }
        guard let now = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
        return now != sources[name]
    }

    /// The loaded modules whose files changed since they were loaded, by name.
    func changedModules() -> [String] {
        modules.keys.sorted().filter(hasChanged)
    }

    /// The loaded modules whose file is `path` (compared as standardized paths).
    func modules(atPath path: String) -> [String] {
        let wanted = URL(fileURLWithPath: path).standardizedFileURL.path
        return modules.compactMap { name, definition in
            guard let file = definition.path else { return nil }
            return URL(fileURLWithPath: file).standardizedFileURL.path == wanted ? name : nil
        }
    }

    /// `scripts/` next to the repository checkout the binary was built in, or installed beside it.
    static func findBundledScripts() -> String? {
        if let explicit = ProcessInfo.processInfo.environment["MOONCHAIN_SCRIPTS"] { return explicit }
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<5 {
            for candidate in ["scripts", "share/moonchain/scripts"] {
                let url = directory.appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: url.appendingPathComponent("log_events.lua").path) { return url.path }
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
