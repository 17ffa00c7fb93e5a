/// One view record of a `recursiveDescription` dump, as printed: what the reader found on one
/// line before anything is interpreted. Field values stay text until the mapper reads them.
public struct DumpRecord: Sendable, Equatable {
    /// The line of the dump the record is on (1-based).
    public var line: Int
    /// The number of `|` before the record's `<` (FORMAT.md: never count spaces).
    public var depth: Int
    /// The class as printed (Markdown `\_` escapes undone), possibly mangled or module-qualified.
    public var className: String
    /// `0x…`, or nil in address-stripped output.
    public var address: String?
    /// The record's fields in printed order, keys without their separator.
    public var fields: [Field]
    /// True when the line ended before the record's closing `>`.
    public var unterminated: Bool

    /// One `key = value` or `key: value` field.
    public struct Field: Sendable, Equatable {
        public var key: String
        public var value: String
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    public init(line: Int, depth: Int, className: String, address: String?, fields: [Field], unterminated: Bool = false)
    {
        self.line = line
        self.depth = depth
        self.className = className
        self.address = address
        self.fields = fields
        self.unterminated = unterminated
    }

    /// The value of the first field called `key`.
    public func value(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }
}
