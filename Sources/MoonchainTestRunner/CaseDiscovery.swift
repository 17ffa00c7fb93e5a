import Foundation

/// Finds the cases under the paths `moonchain test` is given: a path that is a case is one;
/// a folder is searched, all the way down, for folders that are (a case folder too: the
/// studio saves its tests inside the scene's folder, which may itself be a case).
public enum CaseDiscovery {
    /// Whether `directory` holds a case: `scene.lua`, or a `scene` file naming the scene.
    static func isCase(_ directory: String) -> Bool {
        let files = FileManager.default
        return files.fileExists(atPath: directory + "/" + TestCase.File.scene)
            || isFile(directory + "/" + TestCase.File.sceneReference)
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The cases under `paths` (default `.`), sorted by name, each once; `problems` names each
    /// path that does not exist or is not a folder (a usage error).
    public static func cases(under paths: [String], filter: String? = nil) -> (cases: [TestCase], problems: [String]) {
        let current = FileManager.default.currentDirectoryPath
        var found: [String: TestCase] = [:]
        var problems: [String] = []
        for given in paths.isEmpty ? ["."] : paths {
            let absolute = standardized(given.hasPrefix("/") ? given : current + "/" + given)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                problems.append("\(given): no such file or folder")
                continue
            }
            guard isDirectory.boolValue else {
                problems.append("\(given): not a folder (give a case folder or a folder of cases)")
                continue
            }
            for directory in search(absolute) where found[directory] == nil {
                found[directory] = TestCase(directory: directory, name: displayName(directory, current: current))
            }
        }
        var cases = found.values.sorted { $0.name < $1.name }
        if let filter, !filter.isEmpty { cases = cases.filter { $0.name.contains(filter) } }
        return (cases, problems)
    }

    /// Every case folder at or below `root`. Hidden folders and build products are skipped, and
    /// symbolic links to folders are not followed (no cycles).
    static func search(_ root: String) -> [String] {
        var result: [String] = []
        var stack = [root]
        let files = FileManager.default
        while let directory = stack.popLast() {
            if isCase(directory) { result.append(directory) }
            guard let names = try? files.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") && name != "node_modules" {
                let path = directory + "/" + name
                guard let attributes = try? files.attributesOfItem(atPath: path),
                    attributes[.type] as? FileAttributeType == .typeDirectory
                else { continue }
                stack.append(path)
            }
        }
        return result
    }

    /// `path` without `.` and `..` parts or a trailing slash.
    static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `directory` relative to `current` when inside it (`examples/drag-a-card`), else whole.
    static func displayName(_ directory: String, current: String) -> String {
        let base = standardized(current)
        if directory == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return directory.hasPrefix(prefix) ? String(directory.dropFirst(prefix.count)) : directory
    }
}
