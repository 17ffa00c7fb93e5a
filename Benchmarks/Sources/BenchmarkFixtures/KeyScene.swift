import MoonchainHost
import ResponderKit

/// A controller offering one key command (Down, repeatable) to a first responder four
/// responders below it (leaf > middle > root > controller, rule K2): the `keyCommandPair` and
/// `keyRepeat` scenarios' scene, a key command's chain walk and Lua action next to
/// `touchSequence`'s scripted handlers.
public final class KeyScene: BenchScene {
    public static let down = KeyboardKey(name: "down")!

    public init() {
        super.init(
            source: """
                local commands = { { input = "down", action = "next" } }
                return app { window { name = "w",
                  controller { name = "list", behaviour = {
                      keyCommands = function(self) return commands end,
                      next = function(self, command) end },
                    view { name = "root", frame = {0, 0, 390, 844},
                      view { name = "middle", frame = {0, 0, 390, 844},
                        view { name = "leaf", frame = {0, 0, 390, 844}, behaviour = {
                            canBecomeFirstResponder = function(self) return true end,
                            didLoad = function(self) self:becomeFirstResponder() end } } } } } } }
                """)
    }
}
