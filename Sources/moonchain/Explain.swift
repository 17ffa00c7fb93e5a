import ArgumentParser
import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit

/// `moonchain explain`: why a touch at a screen point goes to the view it goes to.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show why a touch at a screen point goes to the view it goes to.",
        discussion: """
            Loads the scene as `run` does (didLoad included), then hit-tests the point the way a \
            new touch is hit-tested and prints every view visited, in order and indented by \
            nesting: its frame (in its superview's coordinates; a window's in the screen's), the \
            point in its own coordinates, and why it was skipped or chosen (hidden, alpha, \
            userInteractionEnabled off, outside its bounds, or a Lua pointInside / hitTest that \
            answered so, with the script's file:line). Then the hit-test view, its responder chain \
            to the end, and the enabled gesture recognizers that would be offered the touch, in the \
            order they see it (rule G1). Three or more consecutive siblings skipped alike (same \
            reason, same bounds or script, nothing printed) are one line, a run: first and last \
            view, how many, and why; --all-visits lists every visit, in the text and the JSON.

            Scripts' print lines during the hit test are shown under the view being tested; any \
            other output of the scene goes to standard error. Scripts see a nil event.

            With --why-not VIEW, it answers the opposite question in one paragraph: why a touch \
            at the point does not reach VIEW (the ancestor that refused and its rule, the sibling \
            in front that took it, the window in front) or may not activate it once it does (the \
            scroll view that holds or cancels it, the recognizers that would cancel it, a control \
            that would not track it), naming the rule of each.

            Examples:
              moonchain explain examples/small-button-hit-area/scene.lua --at 12,45
              moonchain explain examples/slider-in-pager/scene.lua --at 100,420 --why-not volume
              moonchain explain scene.lua --at 200,400 --window overlay --json
              moonchain explain scene.lua --at 100,100 --json --all-visits
              moonchain explain examples/pencil-and-finger/scene.lua --at 100,200 --type pencil
              moonchain explain examples/cmd-s-from-deep-responder/scene.lua --key cmd+s
              moonchain explain examples/cmd-s-from-deep-responder/scene.lua --key cmd+s --json

            Exit status: 0 explained (even when no view takes the touch); 1 the scene could not \
            be loaded; 2 usage error (e.g. --at not X,Y, no such --window, or no such --why-not view).
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The touch location in screen points, e.g. 25,45 (use --at=-5,10 for negatives).", valueName: "X,Y"))
    var at: String?

    // Hardware keyboard (rules K2–K6).
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Instead of a touch, a key down, e.g. cmd+s, up, shift+tab: the key commands along the chain from the first responder, and which would run and why.",
            valueName: "MODS+KEY"))
    var key: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The touch's type: direct (a finger, the default), indirect, pencil or indirectPointer; recognizers whose allowedTouchTypes leave it out are not listed.",
            valueName: "TYPE"))
    var type = "direct"

    @Option(
        name: .customLong("why-not"),
        help: ArgumentHelp(
            "Say why a touch at --at does not reach or activate this view (rule ids named).", valueName: "VIEW"))
    var whyNot: String?

    @Flag(name: .long, help: "Print one JSON document instead of text (its shape is in docs/Explain.md).")
    var json = false

    @Flag(
        name: .customLong("all-visits"),
        help: "List every visit (frame, point) instead of folding consecutive siblings skipped alike into one run.")
    var allVisits = false

    func validate() throws {
        guard (at == nil) != (key == nil) else { throw ValidationError("give either --at X,Y or --key MODS+KEY") }
        if key != nil {
            guard whyNot == nil else { throw ValidationError("--why-not is for --at only") }
            return
        }
        guard let at, Self.parsePoint(at) != nil else {
            throw ValidationError("--at must be X,Y in screen points (e.g. --at 25,45), got '\(at ?? "")'")
        }
        guard TouchType(rawValue: type) != nil else {
            throw ValidationError(
                "--type must be one of \(TouchType.allCases.map(\.rawValue).joined(separator: ", ")), got '\(type)'")
        }
    }

    func run() throws {
        if let key {
            let (explainer, _) = try scene.load(printsAsDiagnostics: true)
            switch KeyExplanation.explain(key, in: explainer.application) {
            case .success(let explanation):
                let out = DescriptorWriter(descriptor: 1)
                out.append(json ? explanation.json.text() + "\n" : explanation.text)
                out.flush()
            case .failure(let error):
                FileHandleWriter.standardError("error: \(error.message)")
                throw ExitCode(2)
            }
            return
        }
        guard let at, let point = Self.parsePoint(at), let touchType = TouchType(rawValue: type) else {
            throw ExitCode(2)
        }
        let (explainer, window) = try scene.load(printsAsDiagnostics: true)
        if let whyNot {
            return try printWhyNot(whyNot, explainer: explainer, point: point, window: window, touchType: touchType)
        }
        let explanation = explainer.explain(at: point, window: window, touchType: touchType)
        let text = json ? explanation.json(allVisits: allVisits).text() + "\n" : explanation.text(allVisits: allVisits)
        let out = DescriptorWriter(descriptor: 1)
        out.append(text)
        out.flush()
    }

    private func printWhyNot(
        _ name: String, explainer: SceneExplainer, point: Point, window: Window?, touchType: TouchType
    ) throws {
        let answer: WhyNot
        do {
            answer = try explainer.whyNot(view: name, at: point, window: window, touchType: touchType)
        } catch {
            FileHandleWriter.standardError("error: --why-not \(name): \(error.description)")
            throw ExitCode(2)
        }
        let out = DescriptorWriter(descriptor: 1)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            out.append(String(decoding: try encoder.encode(answer), as: UTF8.self) + "\n")
        } else {
            out.append(answer.text)
        }
        out.flush()
    }

    /// `X,Y` as a point; nil unless both are finite numbers.
    static func parsePoint(_ text: String) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0.filter { !$0.isWhitespace }) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        return Point(x: x, y: y)
    }
}
