/// The hardware keyboard's state in one application: the keys held down and what took each
/// (rules K6–K8), and the modifier keys held (rule K9).
final class Keyboard {
    /// A key held down: its press and what took its key down.
    final class HeldKey {
        enum Taker {
            case command(KeyCommand)
            case text
            case presses(Responder?)
        }
        let key: KeyboardKey
        let press: Press
        let taker: Taker
        /// The repeat timer (rule K8), while one is scheduled.
        @exclusivity(unchecked) var timer: VirtualClock.TimerID?
        /// The repeat's body, made once per key down and scheduled again at every repeat, so
        /// a repeat allocates nothing (Performance.md#reused-closures).
        @exclusivity(unchecked) var repeatAction: (() -> Void)?

        init(key: KeyboardKey, press: Press, taker: Taker) {
            self.key = key
            self.press = press
            self.taker = taker
        }
    }

    // Read and changed at every key down and up, never while another access is open:
    // Performance.md#unchecked-exclusivity (issue 37: a key pair costs no more than a touch pair).
    /// Rule K5: commands before text input, as before iOS 15.
    @exclusivity(unchecked) var keyCommandsFirst = false
    /// The flags of the modifier keys held down (rule K9).
    @exclusivity(unchecked) private(set) var heldModifiers: ModifierFlags = []
    @exclusivity(unchecked) private var held: [HeldKey] = []

    /// The held key called `name`, if it is down.
    func held(_ name: String) -> HeldKey? {
        held.first { $0.key.name == name }
    }

    /// Notes `key` as held; a modifier key's flag is held from now on.
    func hold(_ key: HeldKey) {
        held.append(key)
        heldModifiers.formUnion(key.key.modifier)
    }

    /// Takes `name` out of the held keys (its modifier flag too) and returns it, if it was down.
    func release(_ name: String) -> HeldKey? {
        guard let index = held.firstIndex(where: { $0.key.name == name }) else { return nil }
        let key = held.remove(at: index)
        heldModifiers.subtract(key.key.modifier)
        return key
    }

    /// The presses held that went to responders as presses, for `Event.allPresses`.
    var deliveredPresses: [Press] {
        held.compactMap { if case .presses = $0.taker { $0.press } else { nil } }
    }
}
