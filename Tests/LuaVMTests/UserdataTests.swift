import CLua
import Testing

@testable import LuaVM

private final class Token {
    let name: String
    init(name: String) { self.name = name }
}

private struct Point: Equatable {
    var x: Double
    var y: Double
}

@Suite("Userdata")
struct UserdataTests {
    @Test func objectsRoundTripAndAreReleasedByTheCollector() throws {
        let vm = LuaState()
        let stack = vm.main
        weak var weakToken: Token?
        do {
            let token = Token(name: "button")
            weakToken = token
            stack.pushObject(token, metatable: "Test.Token")
        }
        #expect(stack.object(at: -1, metatable: "Test.Token", as: Token.self)?.name == "button")
        #expect(stack.object(at: -1, metatable: "Other", as: Token.self) == nil)
        let ref = stack.ref()
        vm.collectGarbage()
        #expect(weakToken != nil)
        stack.unref(ref)
        vm.collectGarbage()
        #expect(weakToken == nil)
    }

    @Test func closingTheStateReleasesObjects() {
        weak var weakToken: Token?
        do {
            let vm = LuaState()
            let token = Token(name: "kept")
            weakToken = token
            vm.main.pushObject(token, metatable: "Test.Token")
            _ = vm.main.ref()
        }
        #expect(weakToken == nil)
    }

    @Test func objectMetatableMethodsAreCallable() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        let stack = vm.main
        let nameID = vm.register { state in
            let stack = LuaStack(state)
            guard let token = stack.object(at: 1, metatable: "Test.Token", as: Token.self) else {
                return stack.error("Token expected")
            }
            stack.push(token.name)
            return 1
        }
        #expect(stack.pushObjectMetatable("Test.Token"))
        stack.newTable()
        stack.push(nameID)
        stack.rawSet("name", in: -2)
        stack.rawSet("__index", in: -2)
        stack.pop()
        stack.push(env)
        stack.pushObject(Token(name: "slider"), metatable: "Test.Token")
        stack.rawSet("token", in: -2)
        stack.pop()
        #expect(try vm.run("return token:name()", in: env) == ["slider"])
        #expect(vm.failure("return token.name({})", in: env)?.message == "chunk.lua:1: Token expected")
    }

    @Test func plainValueUserdata() {
        let vm = LuaState()
        let stack = vm.main
        let stored = stack.newUserdata(Point(x: 1, y: 2), metatable: "Test.Point")
        stored.pointee.x = 5
        #expect(stack.userdata(at: -1, metatable: "Test.Point", as: Point.self)?.pointee == Point(x: 5, y: 2))
        #expect(stack.userdata(at: -1, metatable: "Test.Token", as: Point.self) == nil)
        stack.pop()
    }

    @Test func metatableIdentityChecksMatchOnlyTheirOwnMetatable() {
        let vm = LuaState()
        let stack = vm.main
        #expect(stack.metatableID(named: "Test.Point") == .none)
        stack.newUserdata(Point(x: 5, y: 2), metatable: "Test.Point")
        stack.newUserdata(Point(x: 1, y: 1), metatable: "Test.Token")
        let point = stack.metatableID(named: "Test.Point")
        let token = stack.metatableID(named: "Test.Token")
        #expect(point != .none && token != .none && point != token)
        #expect(stack.userdata(at: -2, metatable: point, as: Point.self)?.pointee == Point(x: 5, y: 2))
        #expect(stack.userdata(at: -1, metatable: point, as: Point.self) == nil)
        #expect(stack.userdata(at: -1, metatable: token, as: Point.self)?.pointee == Point(x: 1, y: 1))
        stack.push(3)
        #expect(stack.userdata(at: -1, metatable: point, as: Point.self) == nil)
        #expect(stack.userdata(at: -2, metatable: LuaMetatableID.none, as: Point.self) == nil)
        stack.pop(3)
    }

    @Test func theNilReferenceIsLuasAndPushesNil() {
        let vm = LuaState()
        let stack = vm.main
        #expect(LuaRef.nil.rawValue == MOON_REFNIL)
        stack.pushNil()
        #expect(stack.ref() == .nil)
        stack.push(LuaRef.nil)
        #expect(stack.type(at: -1) == .nil)
        stack.pop()
    }
}
