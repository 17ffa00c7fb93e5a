/// Turns a fuzzer's bytes into choices, so the grammars below are driven by the input and a
/// small change to the input makes a small change to the program it describes.
public struct ByteChooser {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been used (choices are 0 from then on).
    public var exhausted: Bool { position >= bytes.count }

    /// A number in 0..<count, from the next byte (0 once the bytes run out).
    public mutating func choose(_ count: Int) -> Int {
        guard count > 1, position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position]) % count
    }

    /// One of `options`.
    public mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }

    /// A small whole number in 0..<limit.
    public mutating func small(_ limit: Int = 8) -> Int { choose(limit) }
}
