/// A reference that neither retains its object nor checks that it is still alive: the one place
/// Moonchain stores an unretained reference or calls `_withUnsafeGuaranteedRef`.
///
/// Back-pointers (a view's superview, a behaviour's host) hold one of these instead of a strong
/// reference (an atomic retain and release on every copy) or a weak one (a side table on the
/// object, after which every retain of it takes the runtime's slow path). docs/Performance.md,
/// "Unretained references", says why and what each owner promises.
///
/// - Warning: Nothing keeps the object alive. Reading ``object`` after the object is gone, or
///   calling ``withObject(_:)`` then, is undefined behaviour, not a crash you can rely on. Only
///   store one where the object's owner clears or outlives it by construction, and never where
///   a script decides what it points at.
@frozen
public struct Unretained<Object: AnyObject> {
    // Performance.md#unretained-references. Stored as `Unmanaged?`, not as an
    // `unowned(unsafe) Object?`: with the latter, a debug build (Swift 6.3.1) never finished
    // iterating an array of optional `MethodImpl`s, which hold one. `Unmanaged?` is a plain
    // nullable pointer.
    @usableFromInline var reference: Unmanaged<Object>?

    /// A reference to `object` (or to nothing) that does not retain it.
    @inlinable @inline(__always)
    public init(_ object: Object?) {
        reference = object.map { Unmanaged.passUnretained($0) }
    }

    /// The object `pointer` stands for, as made by `Unmanaged.passUnretained(object).toOpaque()`
    /// (a context pointer handed to C).
    @inlinable @inline(__always)
    public init(unsafeOpaque pointer: UnsafeRawPointer) {
        reference = Unmanaged<Object>.fromOpaque(pointer)
    }

    /// The object, as a strong reference for as long as the caller keeps it; nil if none was set.
    @inlinable public var object: Object? {
        @inline(__always) get { reference?.takeUnretainedValue() }
    }

    /// The object, which must be set: unchecked in optimized builds, as
    /// `Optional.unsafelyUnwrapped` is. For references that are never nil (a method's definer).
    @inlinable public var unsafelyUnwrapped: Object {
        @inline(__always) get { reference.unsafelyUnwrapped.takeUnretainedValue() }
    }

    /// Calls `body` with the object and no retain or release around the call.
    ///
    /// - Warning: The object must be set, and something else must keep it alive until `body`
    ///   returns (an array held for the whole loop, the host that owns the running VM).
    @inlinable @inline(__always)
    public func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        // Performance.md#guaranteed-references
        try reference.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
    }
}

extension Unretained where Object: Responder {
    /// The same reference, as a responder's (a superview or controller as the next responder).
    /// A subclass reference is its superclass reference: the pointer is the same.
    @inline(__always)
    var asResponder: Unretained<Responder> {
        guard let reference else { return Unretained<Responder>(nil) }
        return Unretained<Responder>(unsafeOpaque: reference.toOpaque())
    }
}
