import Foundation
import MoonchainImport

extension StudioSession {
    /// The page's "Import dump" action: runs `moonchain import`'s importer on the pasted text,
    /// writes NAME.lua beside the current scene (never over an existing file), and runs it in
    /// place of the current scene. A paste that imports nothing, a bad name or a scene that
    /// does not load leaves the current scene running, with the reason.
    func importDump(name: String, text: String) -> [Outgoing] {
        var bare = name
        if bare.hasSuffix(".lua") { bare.removeLast(".lua".count) }
        switch SaveName.validate(bare) {
        case .failure(let error): return [errorReply("import: \(error.message)")]
        case .success: break
        }
        let url = sceneDirectory.appendingPathComponent(bare + ".lua")
        guard !FileManager.default.fileExists(atPath: url.path) else {
            return [errorReply("import: \(url.path) exists; choose another name")]
        }
        let scene: ImportedScene
        do {
            scene = try DumpImporter.importDump(Array(text.utf8))
        } catch {
            return [errorReply("import: \(error.message)")]
        }
        let written = SceneWriter(source: "a paste in the studio").write(scene)
        do {
            try Data(written.utf8).write(to: url)
        } catch {
            return [errorReply("import: cannot write \(url.path): \(error.localizedDescription)")]
        }
        guard switchScene(to: url.standardizedFileURL.path, reason: "imported \(url.lastPathComponent)") else {
            return [errorReply("import: \(url.path) was written but does not load; the scene keeps running as it was")]
                + flush(scene: true, onlyToSender: false)
        }
        output.marker(
            "imported \(scene.statistics.imported) views with \(scene.warnings.count) warning\(scene.warnings.count == 1 ? "" : "s") into \(url.path)"
        )
        for warning in scene.warnings { output.diagnostic("warning: \(warning)") }
        return [saved("scene", url.path)] + flush(scene: true, onlyToSender: false)
    }
}
