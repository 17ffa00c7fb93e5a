import MoonchainHost
import ResponderKit

/// A window holding one `button {}` with two actions on touch-up inside, both targeted at the
/// window's behaviour (rule C5): the `buttonSequence` scenario's scene, a control's tracking
/// and target-action next to `touchSequence`'s scripted handlers.
public final class ButtonScene: BenchScene {
    /// Inside the button.
    public let point = Point(x: 150, y: 120)

    public init() {
        super.init(
            source: """
                local target = { first = function(self, sender, event) end, second = function(self, sender, event) end }
                return app { window { name = "w", behaviour = target,
                  button { name = "b", frame = {100, 100, 100, 44},
                           actions = { touchUpInside = { { "first", target = "w" }, { "second", target = "w" } } } } } }
                """)
    }
}
