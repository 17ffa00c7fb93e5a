import MoonchainExplain
import ResponderKit

extension StudioSession {
    /// The `whyNot` reply: why a touch at screen point (x, y) does not reach, or may not
    /// activate, the view called `view` — the core's `SceneExplainer.whyNot`, the query
    /// `moonchain explain --why-not` and the MCP server's `why_not` answer with, run on the live
    /// scene. Only for the asking page; nothing is delivered, recorded or traced (the walk is
    /// kept out of the why collector, as `explain` and `hover` keep theirs).
    func whyNotMessage(view: String, x: Double, y: Double) -> Outgoing {
        let app = host.application
        app.observer = nil
        defer { app.observer = collector }
        let answer: ServerMessage.WhyNotAnswer
        do {
            let result = try inspector.whyNot(view: view, at: Point(x: x, y: y))
            answer = .init(view: view, x: x, y: y, answer: result, error: nil)
        } catch {
            answer = .init(view: view, x: x, y: y, answer: nil, error: error.description)
        }
        return Outgoing(.whyNot(answer), onlyToSender: true)
    }
}
