/// Why a value is not a list of touch type names (a recognizer's `allowedTouchTypes`).
package struct TouchTypeListError: Error {
    package let message: String
    package init(_ message: String) { self.message = message }
}
