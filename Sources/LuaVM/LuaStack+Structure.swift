extension LuaStack {
    /// The value at `index` written out whole, for telling whether two values are the same to
    /// the last detail: tables walked in `next` order (a table met again is written as its
    /// number, so cycles end), numbers with their kind (`float(bits)` for a float), strings
    /// quoted. Never calls a metamethod. Two values built the same way in one state describe
    /// the same; the order of a table's keys can differ between states (Lua seeds its hashes
    /// per state).
    public func structuralDescription(at index: Int32) -> String {
        var seen: [UInt: Int] = [:]
        var text = ""
        describeStructure(at: absoluteIndex(index), seen: &seen, into: &text)
        return text
    }

    private func describeStructure(at index: Int32, seen: inout [UInt: Int], into text: inout String) {
        switch type(at: index) {
        case .nil: text += "nil"
        case .boolean: text += toBool(at: index) ? "true" : "false"
        case .number:
            if isInteger(at: index) {
                text += "\(toInt(at: index)!)"
            } else {
                text += "float(\(toDouble(at: index)!.bitPattern))"
            }
        case .string: text += "\"\(toString(at: index) ?? "?")\""
        case .table:
            let identity = identity(at: index)
            if let number = seen[identity] {
                text += "<table \(number)>"
                return
            }
            seen[identity] = seen.count
            text += "{"
            ensureSpace(LuaStack.stepRoom)
            pushNil()
            while next(in: index) {
                describeStructure(at: top - 1, seen: &seen, into: &text)
                text += "="
                describeStructure(at: top, seen: &seen, into: &text)
                text += ", "
                pop()
            }
            text += "}"
        default:
            text += type(at: index).name
        }
    }
}
