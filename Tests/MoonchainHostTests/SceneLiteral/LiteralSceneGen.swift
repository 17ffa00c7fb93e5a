import PropertyBased

/// Random scene files in the data-only subset: constructors nested at random, fields of every
/// type (wrong types and unknown fields included), duplicate names, comments, odd whitespace
/// and line breaks, numbers in every form the subset takes.
enum LiteralSceneGen {
    static let scene = Generator<String, Shrink.None<String>> { rng in
        var writer = Writer()
        writer.text += writer.space(&rng) + "return" + writer.gap(&rng)
        if Int.random(in: 0..<10, using: &rng) == 0 {
            writer.value(depth: 2, &rng)
        } else {
            writer.constructor("app", depth: 0, &rng)
        }
        writer.text += writer.space(&rng) + (Bool.random(using: &rng) ? ";" : "") + writer.space(&rng)
        return writer.text
    }

    struct Writer {
        var text = ""

        private static let spaces = [
            " ", " ", " ", "\n", "\r\n", "\n\r", "\r", "\t", "  ", "\u{0B}", "\u{0C}",
            "--c\n", "-- note {\r", "--[[x\ny]]", "--[==[ ]] ]=]\n\r ]==]", "--[ not long\n",
        ]
        private static let fields = [
            "name", "frame", "bounds", "hidden", "alpha", "userInteractionEnabled",
            "multipleTouchEnabled", "exclusiveTouch", "clipsToBounds", "behaviour", "props",
            "gestures", "inputView", "inputAccessoryView", "transform", "level", "key",
            "delegate", "screen", "remoteControl", "action", "cancelsTouchesInView",
            "enabled", "requireToFail", "taps", "touches", "minimumDuration", "edges",
            "direction", "maximumTouches", "bogus", "Frame", "_x", "view", "__kind",
        ]
        private static let numbers = [
            "0", "7", "42", "-3", "1.5", "-0.0", ".25", "5.", "1e3", "2E-2", "3.5e+1",
            "- 4", "- -2", "9223372036854775807", "-9223372036854775807", "0.1", "100",
        ]
        private static let strings = [
            "'a'", "\"b\"", "\"w\"", "'c'", "\"\"", "'a\"b'", "\"it's\"", "\"cell\"",
            "\"button\"", "\"nosuch\"", "'inf'", "\"left\"", "\"right\"",
        ]
        private static let kinds = [
            "window", "controller", "view", "view", "view", "tap", "longPress", "pan",
            "screenEdgePan", "swipe", "pinch", "rotation", "gesture", "app",
        ]

        /// Whitespace or a comment, often nothing.
        func space<R: RandomNumberGenerator>(_ rng: inout R) -> String {
            Int.random(in: 0..<3, using: &rng) == 0 ? Self.spaces.randomElement(using: &rng)! : ""
        }

        /// At least one space (between two names).
        func gap<R: RandomNumberGenerator>(_ rng: inout R) -> String {
            Self.spaces.randomElement(using: &rng)!
        }

        mutating func constructor<R: RandomNumberGenerator>(_ kind: String, depth: Int, _ rng: inout R) {
            text += kind + space(&rng) + "{" + space(&rng)
            let count = Int.random(in: 0...(depth < 3 ? 5 : 2), using: &rng)
            for i in 0..<count {
                field(kind: kind, depth: depth, &rng)
                if i < count - 1 || Bool.random(using: &rng) {
                    text += space(&rng) + (Int.random(in: 0..<4, using: &rng) == 0 ? ";" : ",") + space(&rng)
                }
            }
            text += space(&rng) + "}"
        }

        private mutating func field<R: RandomNumberGenerator>(kind: String, depth: Int, _ rng: inout R) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<3 where depth < 4:
                // A child: mostly what the kind holds.
                let child =
                    kind == "app"
                    ? (Int.random(in: 0..<5, using: &rng) == 0 ? "view" : "window")
                    : Self.kinds.randomElement(using: &rng)!
                constructor(child, depth: depth + 1, &rng)
            case 3:
                text +=
                    "name" + space(&rng) + "=" + space(&rng) + ["'a'", "\"b\"", "'c'", "\"w\"", "1"].randomElement(
                        using: &rng)!
            case 4:
                text +=
                    "frame" + space(&rng) + "=" + space(&rng) + "{"
                    + (0..<Int.random(in: 3...5, using: &rng)).map { _ in Self.numbers.randomElement(using: &rng)! }
                    .joined(separator: ",") + "}"
            case 5 where depth < 4:
                text += "gestures = {" + space(&rng)
                for _ in 0..<Int.random(in: 0...2, using: &rng) {
                    constructor(
                        ["tap", "pan", "swipe", "gesture", "view"].randomElement(using: &rng)!, depth: depth + 1, &rng)
                    text += ","
                }
                text += "}"
            default:
                text += Self.fields.randomElement(using: &rng)! + space(&rng) + "=" + space(&rng)
                value(depth: depth + 1, &rng)
            }
        }

        mutating func value<R: RandomNumberGenerator>(depth: Int, _ rng: inout R) {
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: text += "nil"
            case 1: text += "true"
            case 2: text += "false"
            case 3, 4: text += Self.numbers.randomElement(using: &rng)!
            case 5, 6: text += Self.strings.randomElement(using: &rng)!
            case 7 where depth < 5, 8 where depth < 5:
                text += "{" + space(&rng)
                for _ in 0..<Int.random(in: 0...4, using: &rng) {
                    if Bool.random(using: &rng) {
                        text += Self.fields.randomElement(using: &rng)! + space(&rng) + "=" + space(&rng)
                    }
                    value(depth: depth + 1, &rng)
                    text += space(&rng) + (Bool.random(using: &rng) ? "," : ";") + space(&rng)
                }
                text += "}"
            case 9 where depth < 5:
                constructor(Self.kinds.randomElement(using: &rng)!, depth: depth + 1, &rng)
            default:
                text += Self.numbers.randomElement(using: &rng)!
            }
        }
    }
}
