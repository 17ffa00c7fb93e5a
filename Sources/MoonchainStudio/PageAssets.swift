import Foundation
import MoonchainRunLoop

/// The page's files, read once from the module's bundled resources. The server answers only
/// with these: a request never names a file on disk.
public struct PageAssets: Sendable {
    /// File name → (contents, content type).
    public let files: [String: (data: Data, contentType: String)]

    /// Reads every file of the bundled `Page` folder; nil when the folder cannot be found.
    public static func load() -> PageAssets? {
        for directory in candidates() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path),
                names.contains("index.html")
            else { continue }
            var files: [String: (Data, String)] = [:]
            for name in names {
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
                else { continue }
                files[name] = (data, contentType(of: name))
            }
            return PageAssets(files: files)
        }
        return nil
    }

    /// Where SwiftPM puts the target's resources: beside the executable (or the test bundle).
    private static func candidates() -> [URL] {
        var found: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["MOONCHAIN_STUDIO_PAGE"] {
            found.append(URL(fileURLWithPath: explicit))
        }
        let bundleName = "Moonchain_MoonchainStudio.resources"
        if let executable = ExecutablePath.current {
            var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
            for _ in 0..<3 {
                found.append(directory.appendingPathComponent(bundleName).appendingPathComponent("Page"))
                found.append(directory.appendingPathComponent("share/moonchain/studio"))
                directory.deleteLastPathComponent()
            }
        }
        if let main = Bundle.main.resourceURL {
            found.append(main.appendingPathComponent(bundleName).appendingPathComponent("Page"))
        }
        return found
    }

    static func contentType(of name: String) -> String {
        switch URL(fileURLWithPath: name).pathExtension {
        case "html": "text/html; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }
}
