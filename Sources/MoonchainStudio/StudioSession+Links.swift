import Foundation
import MoonchainExplain
import MoonchainHost

/// The absolute files behind the `file:line` labels the page shows.
///
/// The page shows a location short (the why panel and the inspector name a handler by its
/// file's bare name; Lua's own messages shorten a long path from the left, `...dio/x.lua:5`)
/// and turns it into an editor link. Only the server knows where each file is, so every
/// message that shows a location also says which absolute file each label means: `handlerPath`
/// on a why record, `path` on an inspector method and a problem, and a `files` object (label
/// → absolute path) on console entries, problems and explanations. A behaviour found in a
/// subfolder, a `--plugins` folder or a path like `../shared/x.lua` links to itself, not to a
/// file of that name beside the scene.
extension StudioSession {
    /// The absolute path of a file as the host opened it (a Lua chunk name): relative ones are
    /// relative to the working directory. Nil for a module built into the binary.
    static func absolutePath(ofLoadedFile file: String) -> String? {
        guard !file.isEmpty, !file.hasPrefix("<") else { return nil }
        let url =
            file.hasPrefix("/")
            ? URL(fileURLWithPath: file)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(file)
        return url.standardizedFileURL.path
    }

    /// The files this session's host loaded Lua from, absolute: the scene and its modules.
    var loadedFiles: [String] {
        [scenePath] + host.behaviourFiles.compactMap(StudioSession.absolutePath(ofLoadedFile:))
    }

    /// The absolute path a label's file part means, as Lua writes it in a message: whole
    /// (absolute, or relative to the working directory), or cut from the left (`...dio/x.lua`),
    /// then found among the loaded files by its end. Nil when it names no file.
    func absolutePath(ofLabel file: String, loaded: [String]) -> String? {
        if file.hasPrefix("...") {
            var tail = Substring(file.dropFirst(3))
            // The cut may leave `./` or `../` of a relative chunk name (`..../../tmp/x.lua`):
            // what follows the last of them is a plain tail of the absolute path.
            if let dots = tail.range(of: "./", options: .backwards) { tail = tail[dots.upperBound...] }
            return tail.isEmpty ? nil : loaded.first { $0.hasSuffix(tail) }
        }
        guard let whole = StudioSession.absolutePath(ofLoadedFile: file) else { return nil }
        if file.hasPrefix("/") || FileManager.default.fileExists(atPath: whole) { return whole }
        // A bare name or a path relative to some other folder: the loaded file it ends.
        return loaded.first { $0.hasSuffix("/" + file) } ?? whole
    }

    /// The file parts of the `file:line` labels in `text`, in order, as the page finds them:
    /// links.js's pattern `(?<![>\w.\-/~+@])((?:\.\.\.)?[\w.\-/~+@]*[\w\-+@]\.lua):\d+`,
    /// scanned by hand because an `NSRegularExpression` run cost more than the rest of a
    /// message's links (issue 41: it ran on every console line and explanation).
    ///
    /// What the pattern finds, stated as a scan: a label is a whole run of path characters
    /// (`\w . - / ~ + @`; `...` is three of them) not right after `>` (the end of
    /// `<built-in>/NAME.lua`, which is no file), ending in a word character, `-`, `+` or `@`
    /// then `.lua`, with `:` and a digit right after it. Matches do not overlap: the line
    /// number's digits begin no label. `StudioLinkScanTests` checks it against the pattern.
    static func locationLabels(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var labels: [String] = []
        var index = 0
        while index < scalars.count {
            guard isPathScalar(scalars[index]) else {
                index += 1
                continue
            }
            // A run of path characters: [start, end).
            let start = index
            var end = index + 1
            while end < scalars.count, isPathScalar(scalars[end]) { end += 1 }
            index = end
            guard start == 0 || scalars[start - 1] != ">", end - start >= 5, end + 1 < scalars.count,
                scalars[end] == ":", scalars[end + 1].properties.generalCategory == .decimalNumber,
                scalars[end - 4] == ".", scalars[end - 3] == "l", scalars[end - 2] == "u", scalars[end - 1] == "a",
                scalars[end - 5] != ".", scalars[end - 5] != "/", scalars[end - 5] != "~"
            else { continue }
            labels.append(String(String.UnicodeScalarView(scalars[start..<end])))
            // The line number's digits are consumed with the label: a run they begin
            // (`a.lua:12b.lua:3`) holds no label.
            index = end + 1
            while index < scalars.count, isPathScalar(scalars[index]) { index += 1 }
        }
        return labels
    }

    /// `\w` as the pattern means it (ICU's: alphabetic, marks, decimal digits, connector
    /// punctuation, the zero-width (non-)joiners) and `.`, `-`, `/`, `~`, `+`, `@`.
    private static func isPathScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-", "/", "~", "+", "@": return true
        case _ where scalar.isASCII: return false
        case "\u{200C}", "\u{200D}": return true
        default:
            if scalar.properties.isAlphabetic { return true }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
            default: return false
            }
        }
    }

    /// Each file named by a `file:line` in `texts`, with its absolute path (the `files` object).
    func locationFiles(in texts: [String]) -> [String: String] {
        guard texts.contains(where: { $0.contains(".lua:") }) else { return [:] }
        var found: [String: String] = [:]
        var seen: Set<String> = []
        var loaded: [String]?
        // A walk's siblings say the same thing ("its Lua pointInside answered false
        // (cell.lua:2)", and the label itself): each different text is scanned once.
        var scanned: Set<String> = []
        for text in texts where text.contains(".lua:") {
            guard scanned.insert(text).inserted else { continue }
            for file in Self.locationLabels(in: text) {
                guard seen.insert(file).inserted else { continue }
                if loaded == nil { loaded = loadedFiles }
                if let path = absolutePath(ofLabel: file, loaded: loaded ?? []) { found[file] = path }
            }
        }
        return found
    }

    /// A console entry for the page, with `files` when its text names a Lua file.
    func consoleLine(_ entry: ConsoleEntry) -> ServerMessage.ConsoleLine {
        let files = locationFiles(in: [entry.text])
        return ServerMessage.ConsoleLine(
            kind: entry.kind.rawValue, text: entry.text, files: files.isEmpty ? nil : files)
    }

    /// The `files` of an explanation: the scripts its walk names (`pointInside`, `hitTest`).
    func explanationFiles(_ explanation: HitExplanation) -> [String: String] {
        var texts: [String] = explanation.notes
        for window in explanation.windows {
            for visit in window.flattened {
                texts.append(visit.why)
                if let script = visit.pointInside?.script { texts.append(script) }
                if let script = visit.hitTestScript { texts.append(script) }
                texts += visit.notes.map(\.text)
            }
        }
        return locationFiles(in: texts)
    }
}
