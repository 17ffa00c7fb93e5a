import Testing

@testable import LuaVM

/// `LuaNameCache`: the names a host looks up per event, pushed from registry slots. Whatever it
/// keeps or evicts, every push must be the Lua string of the name asked for.
@Suite("Name cache")
struct NameCacheTests {
    /// Names of one length that differ only in their last byte, longer than a small string's 15
    /// bytes (compared by content, not bits), short ones, one of them empty, and non-ASCII.
    static let names: [String] = {
        var names = (0..<12).map { "anActionNamedLongerThanSixteen\($0 % 10)\($0 / 10)" }
        names += ["next", "nexu", "", "ok", "déjà", "deja", "a\u{0}b", "next:"]
        return names
    }()

    @Test func everyPushIsTheNameAskedForThroughEvictionAndCollection() {
        let vm = LuaState()
        let stack = vm.main
        let cache = LuaNameCache()
        // More distinct names than the cache keeps, asked for in an order that revisits kept and
        // evicted ones, with full collections in between (the slots must keep their strings).
        var generator = SystemRandomNumberGenerator()
        for round in 0..<400 {
            let name = Self.names[Int.random(in: 0..<Self.names.count, using: &generator)]
            cache.push(name, on: stack)
            #expect(stack.type(at: -1) == .string)
            #expect(stack.toString(at: -1) == name)
            stack.pop()
            if round % 50 == 0 { vm.collectGarbage() }
        }
        #expect(stack.top == 0)
    }

    @Test func rawGetFindsTheKeyAndLeavesOnlyTheValue() {
        let vm = LuaState()
        let stack = vm.main
        let cache = LuaNameCache()
        stack.newTable()
        let table = stack.top
        for (index, name) in Self.names.enumerated() {
            stack.push(name)
            stack.push(index)
            stack.rawSet(in: table)
        }
        for _ in 0..<3 {
            for (index, name) in Self.names.enumerated().reversed() {
                // A relative index, as the host passes it: resolved before the key is pushed.
                #expect(cache.rawGet(name, from: -1, on: stack) == .number)
                #expect(stack.integer(at: -1) == index)
                stack.pop()
            }
            #expect(cache.rawGet("absent", from: -1, on: stack) == .nil)
            stack.pop()
        }
        #expect(stack.top == table)
        stack.pop()
    }

    @Test func theRegistryStaysFlatOverManyNames() {
        let vm = LuaState()
        let stack = vm.main
        let cache = LuaNameCache()
        for index in 0..<(LuaNameCache.capacity * 2) {
            cache.push("name\(index)", on: stack)
            stack.pop()
        }
        let length = vm.registryLength
        for index in 0..<5_000 {
            cache.push("other\(index)", on: stack)
            stack.pop()
        }
        #expect(vm.registryLength == length)
    }
}
