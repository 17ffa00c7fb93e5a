import Foundation

/// The URL a `file:line` link in the page opens (`moonchain studio --editor-url TEMPLATE`):
/// `{path}` becomes the file's absolute path (a `/` written before it is not doubled) and
/// `{line}` its line number. The default opens
/// Visual Studio Code; `idea://open?file={path}&line={line}` or
/// `subl://open?url=file://{path}&line={line}` suit other editors.
public struct EditorURLTemplate: Sendable, Equatable {
    /// The template as given.
    public let template: String

    /// `vscode://file/{path}:{line}`.
    public static let standard = EditorURLTemplate(checked: "vscode://file/{path}:{line}")

    /// The placeholders a template may use.
    public static let placeholders = ["{path}", "{line}"]

    /// Why a template was refused, said to the user by the command.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    private init(checked template: String) { self.template = template }

    /// Checks a template: it names a URL scheme, holds `{path}`, uses no other placeholder,
    /// and is not a scheme that runs code in the page (`javascript:`, `data:`, ...).
    public init(_ template: String) throws(Invalid) {
        guard let colon = template.firstIndex(of: ":"),
            let first = template.first, first.isLetter,
            template[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
        else {
            throw Invalid(description: "--editor-url must start with a URL scheme (like vscode://), got '\(template)'")
        }
        let scheme = template[..<colon].lowercased()
        guard !["javascript", "data", "vbscript", "blob"].contains(scheme) else {
            throw Invalid(description: "--editor-url: the \(scheme): scheme is not allowed (it would run in the page)")
        }
        guard template.contains("{path}") else {
            throw Invalid(description: "--editor-url must contain {path} (the file's absolute path), got '\(template)'")
        }
        var rest = template.replacingOccurrences(of: "{path}", with: "").replacingOccurrences(of: "{line}", with: "")
        if let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            rest = String(rest[open...close])
            throw Invalid(
                description:
                    "--editor-url: unknown placeholder \(rest) (known: \(Self.placeholders.joined(separator: ", ")))")
        }
        guard !template.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            throw Invalid(description: "--editor-url must not contain spaces (write %20)")
        }
        self.template = template
    }

    /// The link for `path` (absolute) at `line`: the path's characters that a URL may not hold
    /// are percent-encoded, its slashes kept. The page's links are made by the same rule.
    public func url(path: String, line: Int) -> String {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#&"))
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        // `vscode://file/{path}` with `/work/a.lua` is `vscode://file/work/a.lua`: the slash
        // before the placeholder and the path's own are one.
        let joined = encoded.hasPrefix("/") ? template.replacingOccurrences(of: "/{path}", with: "{path}") : template
        return joined.replacingOccurrences(of: "{path}", with: encoded)
            .replacingOccurrences(of: "{line}", with: String(line))
    }
}
