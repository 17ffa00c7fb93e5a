import ArgumentParser
import MoonchainHost
import ResponderKit

/// `moonchain hitmap`: an SVG of where touches go all over the screen.
struct Hitmap: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw an SVG map of which view a touch reaches, all over the screen.",
        discussion: """
            Loads the scene as `run` does, then hit-tests the centre of every STEP x STEP cell of \
            the screen exactly as a new touch is hit-tested (Lua pointInside and hitTest overrides \
            included) and fills the cell with the colour of the view that would get the touch; \
            cells no view takes stay unfilled. Every view's frame is outlined and labelled in \
            screen coordinates (hidden views dashed), and a legend maps colours to view names with \
            the share of the screen each takes.

            A view with alpha below 0.1 that takes touches over more than 25% of the screen is \
            marked "invisible but blocking" (hatched): it looks like nothing but swallows touches. \
            Hidden, alpha <= 0.01 or userInteractionEnabled = false views never block: UIKit's hit \
            test skips them.

            Script errors while sampling are reported once per distinct message; what scripts print \
            while sampling is not shown. Standard output gets a summary of the legend.

            Example:
              moonchain hitmap examples/small-button-hit-area/scene.lua -o hitmap.svg --step 2

            Exit status: 0 written; 1 the scene could not be loaded; 2 usage error or the SVG \
            could not be written.
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the SVG.", valueName: "FILE.svg"))
    var output: String

    @Option(name: .long, help: ArgumentHelp("Sample every N points.", valueName: "N"))
    var step: Double = 4

    func validate() throws {
        guard step.isFinite, step >= 0.25 else {
            throw ValidationError("--step must be a number of points, 0.25 or more, got \(step)")
        }
    }

    func run() throws {
        let (explainer, window) = try scene.load(printsAsDiagnostics: false)
        guard let file = DescriptorWriter(path: output) else {
            FileHandleWriter.standardError("error: cannot write \(output)")
            throw ExitCode(2)
        }
        let map = explainer.hitMap(step: step, window: window)
        file.append(map.svg(title: "moonchain hitmap of \(scene.scene)"))
        file.close()

        for (message, count) in explainer.samplingErrors where count > 1 {
            FileHandleWriter.standardError("note: \(count) calls raised: \(message)")
        }
        if explainer.suppressedPrints > 0 {
            FileHandleWriter.standardError(
                "note: scripts printed \(explainer.suppressedPrints) lines while sampling (not shown)")
        }
        let out = DescriptorWriter(descriptor: 1)
        out.append("wrote \(output): \(map.columns)x\(map.rows) samples every \(formatPoints(step)) pt\n")
        for entry in map.legend {
            let percent = formatPoints((entry.areaFraction * 1000).rounded() / 10)
            out.append(
                "  \(entry.color)  \(entry.name)  \(percent)%\(entry.invisibleButBlocking ? "  invisible but blocking" : "")\n"
            )
        }
        if map.legend.isEmpty { out.append("  no view takes a touch anywhere\n") }
        out.flush()
        for entry in map.legend where entry.invisibleButBlocking {
            FileHandleWriter.standardError(
                "warning: \(entry.name) has alpha < 0.1 yet takes touches over \(formatPoints((entry.areaFraction * 1000).rounded() / 10))% of the screen (invisible but blocking)"
            )
        }
    }
}
