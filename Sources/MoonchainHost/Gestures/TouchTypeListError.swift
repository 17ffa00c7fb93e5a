/// Why a value is not a list of touch type names (a recognizer's `allowedTouchTypes`).
struct TouchTypeListError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
