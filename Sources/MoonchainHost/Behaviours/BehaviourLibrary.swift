import Foundation
import LuaVM
import MoonchainFormats
import ResponderKit

/// Finds, loads and reloads behaviours: modules `NAME.lua` on the search path (the scene's
/// directory, each `--plugins` directory, then the bundled `scripts/`), and inline tables.
final class BehaviourLibrary {
    /// The VM modules run in and definitions live in (the host's).
    let vm: LuaState
    /// Where a failed load's stop and the authoring warnings about loaded behaviours go.
    let diagnostics: HostDiagnostics
    /// The directories searched, in order.
    private(set) var searchPath: [String] = []
    private let options: HostOptions
    /// Every definition, by id (the id is what super proxies store).
    private(set) var definitions: [BehaviourDefinition] = []
    /// Modules by name, loaded once.
    private(set) var modules: [String: BehaviourDefinition] = [:]
    /// Inline tables already made into definitions, keyed by the table (a Lua table → id map).
    private var inlineIndex: LuaRef = .nil
    /// Modules being loaded, to catch `extends` or `require` cycles.
    private var loading: [String] = []
    /// Inline tables being made into definitions (their addresses and descriptions), innermost
    /// last: an inline table reached again while its `extends` is resolved is a cycle.
    private var inlineLoading: [(table: UnsafeRawPointer, description: String)] = []
    /// How long a chain of `extends` (and `require` while loading) may be. Loading follows the
    /// chain recursively, and each `self.super` call in it is one more nested call from Lua into
    /// the host, which Lua itself caps at about 200.
    static let maximumExtendsDepth = 100
    /// The text each module file had when last read (loaded or not), to tell which files changed.
    private var sources: [String: String] = [:]
    /// The text each module's running version was loaded from, to tell what a reload changed.
    private var loadedSources: [String: String] = [:]
    /// Modules whose last reload failed: the next one that loads says the error was fixed,
    /// even when the fixed text is the running version's again.
    private var failedReloads: Set<String> = []

    init(options: HostOptions, vm: LuaState, diagnostics: HostDiagnostics) {
        self.options = options
        self.vm = vm
        self.diagnostics = diagnostics
    }

    /// Sets the search path for a scene in `sceneDirectory`.
    func configure(sceneDirectory: String) {
        var path = [sceneDirectory]
        path.append(contentsOf: options.pluginDirectories)
        if let bundled = options.bundledScriptsDirectory {
            path.append(bundled)
        }
        searchPath = path
    }

    func definition(id: Int32) -> BehaviourDefinition? {
        id >= 0 && Int(id) < definitions.count ? definitions[Int(id)] : nil
    }

    private func register(_ definition: BehaviourDefinition) {
        definition.id = Int32(definitions.count)
        definitions.append(definition)
    }

    /// What a module built into the binary is called in place of a path (messages, `path`).
    static let builtInPrefix = "<built-in>/"

    /// The file `NAME.lua` on the search path, else the built-in copy of the bundled library
    /// (`<built-in>/NAME.lua`), so a binary copied anywhere still has it.
    func path(forModule name: String) -> String? {
        for directory in searchPath {
            let candidate = directory.isEmpty || directory == "." ? "\(name).lua" : "\(directory)/\(name).lua"
            if FileManager.default.isReadableFile(atPath: candidate) { return BehaviourLibrary.displayPath(candidate) }
        }
        if BundledScripts.files["\(name).lua"] != nil { return Self.builtInPrefix + "\(name).lua" }
        return nil
    }

    /// The text of a module file, on disk or built in.
    static func source(ofFile file: String) -> String? {
        if file.hasPrefix(builtInPrefix) { return BundledScripts.files[String(file.dropFirst(builtInPrefix.count))] }
        return SourceFile.contents(of: file)
    }

    /// Every place a module was looked for, in order, for a "not found" message.
    private var searchedPlaces: String {
        var places: [String] = []
        for (index, directory) in searchPath.enumerated() {
            let shown = directory.isEmpty ? "." : directory
            if index == 0 {
                places.append("the scene's directory (\(shown))")
            } else if index <= options.pluginDirectories.count {
                places.append("--plugins \(shown)")
            } else {
                places.append("the bundled scripts directory (\(shown))")
            }
        }
        let builtIn = BundledScripts.files.keys.map { String($0.dropLast(4)) }.sorted().joined(separator: ", ")
        places.append("the behaviours built into moonchain (\(builtIn))")
        return places.joined(separator: ", ")
    }

    /// `path` relative to the working directory when it lies below it: Lua keeps only the last
    /// 60 characters of a chunk's name in messages, and a short path stays openable.
    static func displayPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
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
            // A scene written before a class replaced a bundled behaviour: say what to write now
            // (a file of that name on the search path still wins: it was found above).
            if let replaced = ReplacedBehaviour.table[name] { throw BehaviourError(replaced.message(for: name)) }
            throw BehaviourError(
                "behaviour '\(name)' not found: no \(name.replacingOccurrences(of: ".", with: "/")).lua in \(searchedPlaces)"
            )
        }
        guard !loading.contains(name) else {
            throw BehaviourError(
                file: file, line: nil,
                "behaviour '\(name)' extends or requires itself (\((loading + [name]).joined(separator: " -> ")))")
        }
        try checkChain(adding: name)
        loading.append(name)
        defer { loading.removeLast() }
        let (table, parent, source) = try loadModuleTable(name: name, file: file)
        loadedSources[name] = source
        let definition = BehaviourDefinition(name: name, path: file, table: table, parent: parent)
        register(definition)
        modules[name] = definition
        definition.resolve(on: vm.main)
        lint(definition)
        return definition
    }

    /// Runs a module file in a fresh sandbox; it must return a table of methods.
    private func loadModuleTable(name: String, file: String) throws(BehaviourError) -> (
        LuaRef, BehaviourDefinition?, String
    ) {
        guard let source = Self.source(ofFile: file) else {
            throw BehaviourError(file: file, line: nil, "cannot read the file")
        }
        defer { sources[name] = source }
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
        // A scene's modules load while its builder has the collector paused: a script runs
        // with it running (see LuaState.pausingCollector).
        if let error = vm.runningCollector({ main.pcall(nargs: 0, nresults: 1) }) {
            diagnostics.pendingStop = nil  // this error is the report
            throw BehaviourError("\(error.message)\n\(error.traceback)")
        }
        guard main.type(at: -1) == .table else {
            let got = main.type(at: -1).name
            main.pop()
            throw BehaviourError(file: file, line: nil, "a behaviour module must return a table of methods, got \(got)")
        }
        let parent: BehaviourDefinition?
        do {
            parent = try parentDefinition(ofTableAt: -1, file: file)
        } catch {
            main.pop()
            // A problem placed in this file already says so; any other is put in this file.
            throw error.file == file ? error : BehaviourError(file: file, line: nil, error.description)
        }
        return (main.ref(), parent, source)
    }

    /// The behaviour named by the table's `extends` field (a name, or a table for inline ones).
    private func parentDefinition(ofTableAt index: Int32, file: String) throws(BehaviourError) -> BehaviourDefinition? {
        let main = vm.main
        let table = main.absoluteIndex(index)
        let type = main.rawGet("extends", from: table)
        defer { main.pop() }
        switch type {
        case .nil: return nil
        case .string: return try module(named: main.toString(at: -1) ?? "")
        case .table: return try inline(tableAt: -1, place: file)
        default:
            throw BehaviourError(file: file, line: nil, "extends must be a behaviour name or table, got \(type.name)")
        }
    }

    /// The definition of an inline behaviour table at `index` (one per distinct table).
    /// `place` (where the table is given, for its name and messages) is made only for a
    /// table met for the first time: a scene of many views sharing one table asks once a view.
    func inline(tableAt index: Int32, place describePlace: @autoclosure () -> String) throws(BehaviourError)
        -> BehaviourDefinition
    {
        let main = vm.main
        let table = main.absoluteIndex(index)
        if inlineIndex == .nil {
            main.newTable()
            inlineIndex = main.ref()
        }
        main.push(inlineIndex)
        main.pushValue(at: table)
        main.rawGet(from: -2)
        if let id = main.toInt(at: -1), let existing = definition(id: Int32(id)) {
            main.pop(2)
            return existing
        }
        main.pop(2)
        // `extends = require("mod")` or `behaviour = require("mod")`: the module itself, so
        // a reload of mod reaches it.
        for module in modules.values {
            main.push(module.table)
            let same = main.rawEqual(-1, table)
            main.pop()
            if same { return module }
        }
        let place = describePlace()
        let address = main.address(at: table)!
        let description = Self.describeInline(tableAt: table, place: place, on: main)
        if let first = inlineLoading.firstIndex(where: { $0.table == address }) {
            let cycle = inlineLoading[first...].map(\.description) + [description]
            throw BehaviourError(
                "extends leads back to a behaviour it started from: \(cycle.joined(separator: " -> ")) (a cycle of \(cycle.count - 1) inline table\(cycle.count == 2 ? "" : "s"))"
            )
        }
        try checkChain(adding: description)
        inlineLoading.append((address, description))
        defer { inlineLoading.removeLast() }
        let parent = try parentDefinition(ofTableAt: table, file: place)
        main.pushValue(at: table)
        let definition = BehaviourDefinition(name: "inline@\(place)", path: nil, table: main.ref(), parent: parent)
        register(definition)
        main.push(inlineIndex)
        main.pushValue(at: table)
        main.push(Int(definition.id))
        main.rawSet(in: -3)
        main.pop()
        definition.resolve(on: main)
        lint(definition)
        return definition
    }

    /// Refuses one more link in a chain of `extends` past ``maximumExtendsDepth``, and makes
    /// sure of the Lua stack room the next level of loading uses (each keeps values on it).
    private func checkChain(adding link: String) throws(BehaviourError) {
        let chain = loading + inlineLoading.map(\.description)
        guard chain.count < Self.maximumExtendsDepth else {
            throw BehaviourError(
                "extends chain too long: more than \(Self.maximumExtendsDepth) behaviours extend one another (from \(chain.first ?? link) to \(link)); the limit is \(Self.maximumExtendsDepth)"
            )
        }
        do throws(LuaError) {
            try vm.main.reserve()
        } catch {
            throw BehaviourError("extends chain too deep to load: \(error.message)")
        }
    }

    /// How an inline table is named in messages: its `name` field if it has one, else the
    /// file:line of one of its functions, else where the scene uses it.
    private static func describeInline(tableAt table: Int32, place: String, on stack: LuaStack) -> String {
        if stack.rawGet("name", from: table) == .string, let name = stack.toString(at: -1) {
            stack.pop()
            return "'\(name)'"
        }
        stack.pop()
        var location: String?
        stack.pushNil()
        while stack.next(in: table) {
            if location == nil, stack.type(at: -1) == .function, let key = stack.toString(at: -2) {
                location = "table with \(key) at \(BehaviourDefinition.location(ofFunctionAt: -1, on: stack))"
            }
            stack.pop()
        }
        return location ?? "table used at \(place)"
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
            return stack.error("require: \(error.description)")
        }
    }

    // MARK: - Reload

    /// What replacing one module's table changed, for the reload notice.
    struct Swap {
        /// Methods (functions) the new version adds, removes or rewrites, and a note when
        /// `extends` changed, e.g. `["touchesBegan changed", "didReload added"]`; empty when
        /// the text is the same.
        var changes: [String]
    }

    /// Loads module `name` again and swaps its table, transactionally: the new file runs in
    /// its own sandbox first and replaces the old table only if it loads and returns a table
    /// (whose `extends` does not lead back to it). It does not re-resolve methods: call
    /// `resolve(inheritingFrom:)` once every module of a batch is swapped.
    func swap(_ name: String) throws(BehaviourError) -> Swap {
        guard let definition = modules[name], let file = definition.path else {
            throw BehaviourError("reload: no behaviour module '\(name)' is loaded")
        }
        let main = vm.main
        loading.append(name)
        defer { loading.removeLast() }
        let (table, parent, source): (LuaRef, BehaviourDefinition?, String)
        do {
            (table, parent, source) = try loadModuleTable(name: name, file: file)
        } catch {
            failedReloads.insert(name)
            throw error
        }
        if let parent, parent.inherits(from: definition) {
            main.unref(table)
            failedReloads.insert(name)
            let chain = ([name] + ancestors(of: parent, upTo: definition).map(\.name)).joined(separator: " -> ")
            throw BehaviourError(
                file: file, line: nil, "behaviour '\(name)' would extend itself (\(chain)); the new version is not used"
            )
        }
        let wasFailing = failedReloads.remove(name) != nil
        let before = Self.functionTexts(of: definition.table, source: loadedSources[name] ?? "", file: file, on: main)
        let after = Self.functionTexts(of: table, source: source, file: file, on: main)
        var changes: [String] = []
        for key in Set(before.keys).union(after.keys).sorted() {
            switch (before[key], after[key]) {
            case (nil, _?): changes.append("\(key) added")
            case (_?, nil): changes.append("\(key) removed")
            case (let old?, let new?) where old != new: changes.append("\(key) changed")
            default: break
            }
        }
        if parent !== definition.parent {
            changes.append(
                parent.map { "now extends \($0.name)" } ?? "no longer extends \(definition.parent?.name ?? "")")
        }
        if changes.isEmpty, let oldSource = loadedSources[name], oldSource != source {
            changes.append("code outside the methods changed")
        }
        if changes.isEmpty, wasFailing {
            changes.append("the error is fixed; the methods are those running before it")
        }
        loadedSources[name] = source
        let old = definition.table
        definition.replace(table: table, parent: parent)
        main.unref(old)
        lint(definition)
        return Swap(changes: changes)
    }

    /// Re-resolves every behaviour that is or extends one of `swapped` (modules, inline
    /// behaviours, gesture scripts); returns them.
    @discardableResult
    func resolve(inheritingFrom swapped: [BehaviourDefinition]) -> [BehaviourDefinition] {
        guard !swapped.isEmpty else { return [] }
        let affected = definitions.filter { definition in swapped.contains { definition.inherits(from: $0) } }
        for definition in affected { definition.resolve(on: vm.main) }
        return affected
    }

    /// Reloads module `name` alone: `swap` then `resolve`. Returns the definitions that
    /// changed (the module and those inheriting from it).
    func reload(_ name: String) throws(BehaviourError) -> [BehaviourDefinition] {
        _ = try swap(name)
        guard let definition = modules[name] else { return [] }
        return resolve(inheritingFrom: [definition])
    }

    /// `definition`, its parent, its parent's parent, and so on up to `end`.
    private func ancestors(of definition: BehaviourDefinition, upTo end: BehaviourDefinition) -> [BehaviourDefinition] {
        var chain: [BehaviourDefinition] = []
        var current: BehaviourDefinition? = definition
        while let next = current, !chain.contains(where: { $0 === next }) {
            chain.append(next)
            if next === end { break }
            current = next.parent
        }
        return chain
    }

    /// The text of each function a module table holds under a string key (the lines it spans
    /// in `source`); a function written elsewhere is named by its `file:line`.
    static func functionTexts(of table: LuaRef, source: String, file: String, on stack: LuaStack) -> [String: String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var texts: [String: String] = [:]
        stack.push(table)
        let index = stack.top
        stack.pushNil()
        while stack.next(in: index) {
            defer { stack.pop() }
            guard stack.type(at: -2) == .string, stack.type(at: -1) == .function, let key = stack.toString(at: -2)
            else { continue }
            guard let info = stack.functionInfo(at: -1) else { continue }
            let origin = info.source
            let first = info.firstLine
            let last = info.lastLine
            if origin == "@" + file, first >= 1, first <= last, first <= lines.count {
                texts[key] = lines[(first - 1)..<min(last, lines.count)].joined(separator: "\n")
            } else {
                texts[key] = "\(origin):\(first)"
            }
        }
        stack.pop()
        return texts
    }

    /// Whether module `name`'s file now differs from the text it was loaded from.
    func hasChanged(_ name: String) -> Bool {
        guard let file = modules[name]?.path else { return false }
        guard let now = Self.source(ofFile: file) else { return false }
        return now != sources[name]
    }

    /// The loaded modules whose files changed since they were loaded, by name.
    func changedModules() -> [String] {
        modules.keys.sorted().filter(hasChanged)
    }

    /// The files on disk of every loaded module (built-in ones cannot change).
    var moduleFiles: [String] { modules.values.compactMap(\.path).filter { !$0.hasPrefix(Self.builtInPrefix) } }

    /// The loaded modules whose file is `path` (compared as standardized paths).
    func modules(atPath path: String) -> [String] {
        let wanted = URL(fileURLWithPath: path).standardizedFileURL.path
        return modules.compactMap { name, definition in
            guard let file = definition.path else { return nil }
            return URL(fileURLWithPath: file).standardizedFileURL.path == wanted ? name : nil
        }
    }
}
