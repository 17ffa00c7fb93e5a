import ArgumentParser
import Foundation
import MoonchainHost
import MoonchainImport

/// `moonchain import`: a pasted `recursiveDescription` as a scene file.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Turn the text of -[UIView recursiveDescription] into a scene file.",
        discussion: """
            Reads a view hierarchy as printed by the debugger (`po [[UIWindow keyWindow] \
            recursiveDescription]`, Chisel's pviews; wrappers, tabs, elisions and address-stripped \
            output included) and writes a scene with one node per view record: windows, scroll \
            views (records with contentOffset), buttons, switches, sliders, other controls and \
            views, with frames, hidden, alpha, userInteractionEnabled, clipsToBounds, transforms \
            (the bounds size solved from the printed box), content offsets and colours. Names are \
            CLASS@ADDRESS, or CLASS#N without addresses. Each view's props keep the dump's class, \
            address and line. A root that is not a window is placed in a window named `window`.

            Examples:
              moonchain import hierarchy.txt -o scene.lua
              pbpaste | moonchain import - -o scene.lua --screen 390,844
              moonchain explain scene.lua --at 200,400

            Exit status: 0 imported (warnings, with their count, on standard error); 1 nothing \
            importable (no view record, an _autolayoutTrace or _printHierarchy dump, an unreadable \
            file); 2 usage error.
            """
    )

    @Argument(help: ArgumentHelp("The dump to read, or - for standard input.", valueName: "DUMP"))
    var dump: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the scene here (default: standard output).", valueName: "SCENE.lua"))
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The screen size in points (default: the root's far corner, x + width by y + height).", valueName: "W,H"))
    var screen: String?

    func validate() throws {
        if let screen, Self.parseSize(screen) == nil {
            throw ValidationError(
                "--screen must be W,H in points, each from 1 to \(SceneNumber.text(DumpImporter.maximumScreenSide)) (e.g. --screen 390,844), got '\(screen)'"
            )
        }
    }

    func run() throws {
        let bytes: [UInt8]
        if dump == "-" {
            bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        } else {
            guard let data = FileManager.default.contents(atPath: dump) else {
                FileHandleWriter.standardError("error: cannot read \(dump)")
                throw ExitCode(1)
            }
            bytes = [UInt8](data)
        }
        let scene: ImportedScene
        do {
            scene = try DumpImporter.importDump(bytes, screen: screen.flatMap(Self.parseSize))
        } catch {
            FileHandleWriter.standardError("error: \(dump == "-" ? "standard input" : dump): \(error.message)")
            throw ExitCode(1)
        }
        let source = dump == "-" ? "standard input" : (dump as NSString).lastPathComponent
        let text = SceneWriter(source: source).write(scene)
        if let output {
            guard let file = DescriptorWriter(path: output) else {
                FileHandleWriter.standardError("error: cannot write \(output)")
                throw ExitCode(1)
            }
            file.append(text)
            file.close()
        } else {
            let out = DescriptorWriter(descriptor: 1)
            out.append(text)
            out.flush()
        }
        for warning in scene.warnings { FileHandleWriter.standardError("warning: \(warning)") }
        let count = scene.warnings.count
        let written = output.map { "wrote \($0): " } ?? ""
        FileHandleWriter.standardError(
            "\(written)\(scene.statistics.imported) views imported, \(count) warning\(count == 1 ? "" : "s")")
    }

    /// `W,H` with both sides from 1 to the host's largest screen side.
    static func parseSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.filter { !$0.isWhitespace })
        }
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
        let range = 1...DumpImporter.maximumScreenSide
        return range.contains(w) && range.contains(h) ? (w, h) : nil
    }
}
