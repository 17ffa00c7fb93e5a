import Foundation
import PackagePlugin

/// Builds the bundled behaviour library (`scripts/*.lua` at the package root) into the target
/// as Swift source, so a `moonchain` binary copied anywhere still has it. It runs on every
/// build: a script added, changed or removed is in the next binary with nothing to regenerate.
@main
struct EmbedBundledScripts: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let scripts = context.package.directoryURL.appending(path: "scripts")
        let files = try FileManager.default.contentsOfDirectory(at: scripts, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "lua" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledScripts.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) bundled behaviours from scripts/",
                executable: try context.tool(named: "EmbedScripts").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
