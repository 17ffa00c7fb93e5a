/// The one checked conversion for numbers a script or scene hands over: a Lua number is a
/// Double (or a 64-bit integer) and may be NaN, ±inf or 1e300, which Swift's `Int(_:)` traps on
/// and which would poison geometry. Each rule says what a field takes; ``check(_:)`` gives the
/// value or the end of a message ("must be a whole number from 1 to 20, got nan") for the caller
/// to prefix with file:line and the field's name.
package enum NumberRule {
    /// A whole number in the range (an integer, or a float with no fraction).
    case whole(ClosedRange<Int>)
    /// A whole number in the range, or +inf (spelled `math.huge` or `"inf"`), meaning no limit.
    case wholeOrUnlimited(ClosedRange<Int>)
    /// A finite number in the range.
    case finite(ClosedRange<Double>)
    /// A number in the range that is not NaN; +inf is allowed when the range reaches it.
    case notNaN(ClosedRange<Double>)

    /// Any finite number: coordinates, sizes, levels, alpha.
    package static let anyFinite = NumberRule.finite(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)

    /// What the rule takes, for messages.
    package var expected: String {
        switch self {
        case .whole(let range): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .wholeOrUnlimited(let range):
            return "a whole number from \(range.lowerBound) to \(range.upperBound), or math.huge for no limit"
        case .finite(let range) where range == NumberRule.anyFinite.range: return "a finite number"
        case .finite(let range):
            return "a finite number from \(NumberRule.text(range.lowerBound)) to \(NumberRule.text(range.upperBound))"
        case .notNaN(let range) where range.upperBound == .infinity:
            return "a number of at least \(NumberRule.text(range.lowerBound))"
        case .notNaN(let range):
            return "a number from \(NumberRule.text(range.lowerBound)) to \(NumberRule.text(range.upperBound))"
        }
    }

    private var range: ClosedRange<Double> {
        switch self {
        case .whole(let r), .wholeOrUnlimited(let r): return Double(r.lowerBound)...Double(r.upperBound)
        case .finite(let r), .notNaN(let r): return r
        }
    }

    /// `value` as a Double when the rule takes it, or the message tail saying why not.
    package func checkDouble(_ value: Double) -> Result<Double, NumberProblem> {
        switch self {
        case .whole, .wholeOrUnlimited:
            return checkInt(value).map { $0 == Int.max ? .infinity : Double($0) }
        case .finite(let r):
            guard value.isFinite, r.contains(value) else { return .failure(problem(value)) }
            return .success(value)
        case .notNaN(let r):
            guard !value.isNaN, r.contains(value) else { return .failure(problem(value)) }
            return .success(value)
        }
    }

    /// `value` as an Int when the rule takes it (`Int.max` for an allowed +inf), or why not.
    package func checkInt(_ value: Double) -> Result<Int, NumberProblem> {
        switch self {
        case .whole(let r):
            // The range is checked on the Double first, so the conversion cannot trap.
            guard value.isFinite, value == value.rounded(.towardZero),
                value >= Double(r.lowerBound), value <= Double(r.upperBound)
            else { return .failure(problem(value)) }
            return .success(Int(value))
        case .wholeOrUnlimited(let r):
            if value == .infinity { return .success(Int.max) }
            return NumberRule.whole(r).checkInt(value).mapError { _ in problem(value) }
        case .finite, .notNaN:
            return checkDouble(value).flatMap { double in
                guard let whole = Int(exactly: double) else { return .failure(problem(value)) }
                return .success(whole)
            }
        }
    }

    private func problem(_ value: Double) -> NumberProblem {
        NumberProblem(expected: expected, got: NumberRule.text(value))
    }

    /// A number as scripts would write it: `nan`, `inf`, `-inf`, `3`, `0.5`, `1e+300`.
    package static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// Why a number was refused: what the field takes and what it got.
package struct NumberProblem: Error, Equatable {
    package var expected: String
    package var got: String

    /// "must be EXPECTED, got GOT", to follow a field's name.
    package var message: String { "must be \(expected), got \(got)" }
}
