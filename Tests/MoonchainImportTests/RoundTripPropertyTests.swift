import Foundation
import MoonchainImport
import MoonchainTestSupport
import PropertyBased
import Testing

/// A random scene printed as UIKit prints it, imported again: the host's hit test of the import
/// agrees with the reference hit test of the original at random points.
@Suite("Import: round trip through UIKit's format")
struct RoundTripPropertyTests {
    @Test("H1 H2 H3 H4 H5 H8 export as recursiveDescription, import, same hit-test view at random points")
    func roundTrip() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let original = RandomScene.make(using: &random)
            let text = DumpExporter.dump(original)
            do {
                let scene = try DumpImporter.importDump(Array(text.utf8))
                let loaded = try LoadedScene(scene)
                for _ in 0..<60 {
                    let x = Double(Int.random(in: -10...400, using: &random)) + 0.5
                    let y = Double(Int.random(in: -10...500, using: &random)) + 0.5
                    let expected = ReferenceHitTester.hit(original, screen: (x, y))
                    #expect(loaded.hit(x, y) == expected, "at (\(x), \(y)) of\n\(text)")
                }
            } catch {
                Issue.record("\(error) for\n\(text)")
            }
        }
    }
}

/// Random trees of reference views, named as the importer names them (`CLASS@ADDRESS`).
enum RandomScene {
    static let classes = ["UIView", "UILabel", "UIButton", "UIImageView", "UIScrollView", "UIControl"]

    static func make(using random: inout SplitMix64) -> RefView {
        var next = 0x1000
        func build(level: Int, isWindow: Bool) -> RefView {
            next += 0x10
            let name = isWindow ? "UIWindow" : classes[Int.random(in: 0..<classes.count, using: &random)]
            let width = isWindow ? 390.0 : Double(Int.random(in: 0...200, using: &random))
            let height = isWindow ? 480.0 : Double(Int.random(in: 0...200, using: &random))
            let frame =
                isWindow
                ? ImportRect(x: 0, y: 0, width: width, height: height)
                : ImportRect(
                    x: Double(Int.random(in: -20...300, using: &random)),
                    y: Double(Int.random(in: -20...400, using: &random)), width: width, height: height)
            var view = RefView(
                name: "\(name)@0x\(String(next, radix: 16))", frame: frame, boundsOrigin: (0, 0), transform: nil,
                hidden: false, alpha: 1, userInteractionEnabled: true, children: [])
            if !isWindow {
                view.hidden = Int.random(in: 0..<8, using: &random) == 0
                view.alpha = [1, 1, 1, 0.5, 0.01, 0][Int.random(in: 0..<6, using: &random)]
                view.userInteractionEnabled = Int.random(in: 0..<6, using: &random) != 0
                if name == "UIScrollView" {
                    view.boundsOrigin = (
                        Double(Int.random(in: 0...50, using: &random)),
                        Double(Int.random(in: -20...300, using: &random))
                    )
                }
                switch Int.random(in: 0..<8, using: &random) {
                case 0: view.transform = ImportTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
                case 1: view.transform = ImportTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
                case 2: view.transform = ImportTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 7, ty: -3)
                case 3:
                    // 45°: only a square's box tells its size (the importer assumes a square).
                    let r = 0.70710678118654757
                    view.transform = ImportTransform(a: r, b: r, c: -r, d: r, tx: 0, ty: 0)
                    view.frame.height = view.frame.width
                default: break
                }
            }
            if level < 4 {
                let count = Int.random(in: 0...(level == 0 ? 4 : 3), using: &random)
                for _ in 0..<count { view.children.append(build(level: level + 1, isWindow: false)) }
            }
            return view
        }
        return build(level: 0, isWindow: true)
    }
}

/// Prints reference views as `-[UIView recursiveDescription]` does: canonical indentation, the
/// frame as the transformed bounding box with %g-style numbers, transforms at full precision,
/// flags only when not the default, and a scroll view's bounds origin as `contentOffset:`.
enum DumpExporter {
    static func dump(_ root: RefView) -> String {
        var lines: [String] = []
        var stack: [(RefView, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            let indent = depth == 0 ? "" : "   |" + String(repeating: "    |", count: depth - 1) + " "
            let parts = view.name.split(separator: "@")
            var fields = ["frame = \(frame(box(view)))"]
            if let t = view.transform {
                fields.append(
                    "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { "\($0)" }.joined(separator: ", "))]")
            }
            if view.alpha != 1 { fields.append("alpha = \(g(view.alpha))") }
            if view.hidden { fields.append("hidden = YES") }
            fields.append("opaque = NO")
            if !view.userInteractionEnabled { fields.append("userInteractionEnabled = NO") }
            fields.append("layer = <CALayer: 0x6000\(parts[1].dropFirst(2))>")
            if parts[0] == "UIScrollView" {
                fields.append("contentOffset: {\(g(view.boundsOrigin.x)), \(g(view.boundsOrigin.y))}")
                fields.append("contentSize: {\(g(view.frame.width)), 1000}")
            }
            lines.append("\(indent)<\(parts[0]): \(parts[1]); " + fields.joined(separator: "; ") + ">")
            for child in view.children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bounding box of the view's bounds turned about its centre (UIKit's `frame`).
    static func box(_ view: RefView) -> ImportRect {
        guard let t = view.transform else { return view.frame }
        let (w, h) = (view.frame.width, view.frame.height)
        let bw = abs(t.a) * w + abs(t.c) * h
        let bh = abs(t.b) * w + abs(t.d) * h
        let (cx, cy) = (view.frame.mid.x + t.tx, view.frame.mid.y + t.ty)
        return ImportRect(x: cx - bw / 2, y: cy - bh / 2, width: bw, height: bh)
    }

    static func frame(_ r: ImportRect) -> String { "(\(g(r.x)) \(g(r.y)); \(g(r.width)) \(g(r.height)))" }

    /// `%g`: six significant digits, as UIKit prints CGFloats in descriptions.
    static func g(_ value: Double) -> String { String(format: "%g", value) }
}
