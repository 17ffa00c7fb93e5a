/// Every field any scene constructor takes, as a bit in ``SceneField/Set``: reading a table
/// records which fields it has in one word, and a field it lacks is skipped without a lookup.
/// Which constructor takes which stays in ``ConstructorFields`` (one list, also used by `types`).
enum SceneField: Int, CaseIterable {
    case name, frame, bounds, hidden, alpha, userInteractionEnabled, multipleTouchEnabled,
        exclusiveTouch, clipsToBounds, behaviour, props, gestures, inputView, inputAccessoryView,
        transform, level, key, delegate, screen, remoteControl, action, cancelsTouchesInView,
        delaysTouchesBegan, delaysTouchesEnded, enabled, requireToFail, allowedTouchTypes, taps,
        touches, minimumDuration, allowableMovement, minimumTouches, maximumTouches, edges,
        direction, script, selected, actions, on, value, minimumValue, maximumValue, continuous
    case backgroundColor
    // Navigation (rules N1–N10).
    case contentPop, navigationBarHidden, customBack
    // Hardware keyboard (rule K5).
    case keyCommandsFirst
    // Text fields and the keyboard (X1–X7).
    case text, placeholder, keyboard, clearsOnBeginEditing

    /// The key as a scene writes it.
    var name: String { Self.names[rawValue] }

    private static let names = allCases.map { "\($0)" }
    /// The field a key names, if any.
    static let named: [String: SceneField] = Dictionary(uniqueKeysWithValues: allCases.map { ("\($0)", $0) })

    /// A set of fields, one bit each.
    struct Set: Equatable {
        var bits: UInt64 = 0

        init() {}

        /// The fields whose bits (1 << `rawValue`) are set in `bits`.
        init(bits: UInt64) { self.bits = bits }

        /// The set of `fields`.
        init(fields: [SceneField]) {
            for field in fields { insert(field) }
        }

        /// The fields `names` lists (every name must be a field).
        init(names: Swift.Set<String>) {
            for name in names {
                guard let field = SceneField.named[name] else { preconditionFailure("'\(name)' is not a SceneField") }
                insert(field)
            }
        }

        mutating func insert(_ field: SceneField) { bits |= 1 << UInt64(field.rawValue) }
        func contains(_ field: SceneField) -> Bool { bits & (1 << UInt64(field.rawValue)) != 0 }
        func subtracting(_ other: Set) -> Set {
            var result = Set()
            result.bits = bits & ~other.bits
            return result
        }
        var isEmpty: Bool { bits == 0 }
        var names: [String] { SceneField.allCases.filter(contains).map(\.name) }

        static let app = Set(names: ConstructorFields.app)
        static let window = Set(names: ConstructorFields.window)
        static let view = Set(names: ConstructorFields.view)
        static let controller = Set(names: ConstructorFields.controller)
        static let navigation = Set(names: ConstructorFields.navigation)
        private static let controls = Dictionary(
            uniqueKeysWithValues: ConstructorFields.controlKinds.map { ($0, Set(names: ConstructorFields.control($0))) }
        )
        /// The fields of the control constructor `kind` (`control`, `button`, `switch`, `slider`).
        static func control(_ kind: String) -> Set { controls[kind] ?? view }
        private static let gestures = Dictionary(
            uniqueKeysWithValues: ConstructorFields.gestureKinds.map { ($0, Set(names: ConstructorFields.gesture($0))) }
        )
        static func gesture(_ kind: String) -> Set { gestures[kind] ?? Set(names: ConstructorFields.gestureCommon) }
    }
}
