/// Checks the bare names the page gives "Save timeline" and "Save as test": the page never
/// names a path, and what it saves lands only in the scene's own directory.
public enum SaveName {
    /// The name itself when it is a bare file name, or a message saying what is wrong.
    public static func validate(_ name: String) -> Result<String, SaveNameError> {
        if name.isEmpty { return .failure(.init("a name is needed")) }
        if name.count > 100 { return .failure(.init("the name is longer than 100 characters")) }
        if name.contains("/") || name.contains("\\") {
            return .failure(.init("a bare name, without / or \\ (it is saved beside the scene)"))
        }
        if name.contains("..") { return .failure(.init("a bare name, without '..'")) }
        if name.hasPrefix(".") || name.hasPrefix("-") {
            return .failure(.init("the name may not start with '.' or '-'"))
        }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "-" || scalar == "_" || scalar == "."
        }
        if !allowed { return .failure(.init("use letters, digits, '-', '_' and '.' only")) }
        return .success(name)
    }
}

/// Why a save name was refused.
public struct SaveNameError: Error, Equatable, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}
