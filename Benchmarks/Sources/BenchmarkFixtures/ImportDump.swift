import Foundation

/// The `moonchain import` fixture (issue: "importing a 5,000-record dump takes under 0.5 s"):
/// the text of `-[UIView recursiveDescription]` for `records` records in UIKit's format, a
/// window holding a full-screen view that holds scroll views of rows, each row a view with a
/// button and a view in it, indented `   | ` a level as UIKit prints them.
public func recursiveDescriptionDump(records: Int = 5_000) -> [UInt8] {
    var lines: [String] = []
    lines.reserveCapacity(records)
    func address(_ index: Int) -> String { "0x" + String(0x7f8a_1c00_0000 + index * 0x40, radix: 16) }
    func layer(_ index: Int, _ kind: String = "CALayer") -> String {
        "layer = <\(kind): 0x" + String(0x6000_0300_0000 + index * 0x20, radix: 16) + ">"
    }
    func add(_ depth: Int, _ body: (Int) -> String) {
        guard lines.count < records else { return }
        let index = lines.count
        lines.append(String(repeating: "   | ", count: depth) + body(index))
    }
    add(0) {
        "<UIWindow: \(address($0)); frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c1c2a0>; \(layer($0, "UIWindowLayer"))>"
    }
    add(1) { "<UIView: \(address($0)); frame = (0 0; 390 844); autoresize = W+H; \(layer($0))>" }
    var section = 0
    while lines.count < records {
        add(2) {
            "<UIScrollView: \(address($0)); frame = (0 \(section % 4 * 200); 390 200); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000c1c2b0>; \(layer($0)); contentOffset: {0, 0}; contentSize: {390, 2156}; adjustedContentInset: {0, 0, 0, 0}>"
        }
        for row in 0..<49 {
            add(3) { "<UIView: \(address($0)); frame = (0 \(row * 44); 390 44); \(layer($0))>" }
            add(4) { "<UIButton: \(address($0)); frame = (16 6; 120 32); opaque = NO; \(layer($0))>" }
            add(4) { "<UIView: \(address($0)); frame = (300 6; 74 32); userInteractionEnabled = NO; \(layer($0))>" }
        }
        section += 1
    }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
}
