import LuaVM
import ResponderKit

/// The Lua side of touches: one userdata per touch while it lasts (so `t == self.tracking`
/// holds across events), the touch event's one userdata (UIKit reuses it too), and the
/// touches table handed to a touch handler last, handed out again while it holds the same
/// touches. Every touch handler call goes through here (docs/Performance.md).
final class TouchObjects {
    private let vm: LuaState
    /// A short list searched in order: it holds only the touches that are down (a hand's
    /// worth), each looked up once per new touches table.
    @exclusivity(unchecked) private var objects: [TouchObject] = []
    /// Registry slots of finished touches' userdata, holding `false`, for the next ones: a slot
    /// refilled is one raw write, where `unref` and `ref` cost several table accesses per touch.
    /// Never nil: `luaL_ref` hands out the registry's length plus one when it has no freed slot,
    /// and a nil in the array part could make that a slot kept here.
    @exclusivity(unchecked) private var spareRefs: [LuaRef] = []
    /// The touch userdata's metatable (``object(for:on:)``), once found.
    @exclusivity(unchecked) private var touchMetatable: LuaRef = .nil
    @exclusivity(unchecked) private var eventObject: LuaRef = .nil
    /// The touch event userdata's block, to know it when a script passes it on.
    @exclusivity(unchecked) private var eventBlock: UnsafeRawPointer?
    /// The touches table handed to a touch handler last (see ``pushSet(_:on:)``).
    @exclusivity(unchecked) private var set = TouchSet()
    /// The metatable of the lists the host hands out (printing names their items), and its
    /// address, which the C check of a passed-on table compares: the prelude's, set once it ran.
    private var listMeta: LuaRef = .nil
    private var listMetaPointer: UnsafeRawPointer?
    /// What C reads to answer `self.super:touchesX(touches, event)` itself (the touch set, the
    /// event's block, the list metatable): kept equal to the fields above as they change. The
    /// VM holds it (a script may keep a `self.super:touchesX` function past the host).
    let superTouches: UnsafeMutablePointer<LuaSuperTouches>

    init(vm: LuaState) {
        self.vm = vm
        superTouches = vm.main.makeSuperTouches()
    }

    deinit {
        // No set any more: the functions' C test fails from now on, and calls reach the Swift
        // function, which reports that the host is gone.
        superTouches.pointee.table = nil
        superTouches.pointee.owner = nil
        set.freeBlocks()
    }

    /// Gives the touches tables the prelude's list metatable.
    func useListMetatable(_ meta: LuaRef, at pointer: UnsafeRawPointer?) {
        listMeta = meta
        listMetaPointer = pointer
        superTouches.pointee.listmeta = pointer
    }

    /// Lets C answer `self.super:touchesX` for `host` (see ``LuaSuperTouches``): the proxies'
    /// metatable and the host's default, `deliver`, called with `owner`.
    func answerSuperTouches(
        host: UnsafeMutablePointer<LuaCallHost>, proxyMetatable: LuaMetatableID, deliver: LuaSuperTouches.Deliver,
        owner: UnsafeMutableRawPointer
    ) {
        superTouches.pointee.host = host
        superTouches.pointee.proxymeta = UnsafeRawPointer(bitPattern: proxyMetatable.address)
        superTouches.pointee.deliver = deliver
        superTouches.pointee.owner = owner
    }

    /// Pushes the touch's userdata: one per touch while it lasts, so touches compare equal.
    func push(_ touch: Touch, on stack: LuaStack) {
        stack.push(object(for: touch, on: stack).ref)
    }

    /// The touch's userdata, made on first use.
    func object(for touch: Touch, on stack: LuaStack) -> TouchObject {
        for object in objects where object.touch === touch { return object }
        // Every touch that begins makes one: its metatable is found by name once.
        if touchMetatable == .nil {
            stack.pushObjectMetatable(Metatable.touch)
            touchMetatable = stack.ref()
        }
        stack.pushObject(touch, metatable: touchMetatable)
        let block = UnsafeRawPointer(stack.userdataBlock(at: -1)!)
        let made = TouchObject(touch: touch, ref: keep(on: stack), block: block)
        objects.append(made)
        return made
    }

    /// Pops the top value into a registry slot of a finished touch's userdata, or a new one.
    @inline(__always)
    private func keep(on stack: LuaStack) -> LuaRef {
        guard let ref = spareRefs.popLast() else { return stack.ref() }
        stack.setRef(ref)
        return ref
    }

    /// Drops the userdata of touches that are over, once no event refers to them.
    func forgetFinished() {
        // Called before every touch event: a plain index loop, which retains nothing.
        var index = 0
        while index < objects.count, !objects[index].touch.isOver { index += 1 }
        guard index < objects.count else { return }
        // The userdata may go (its slot holds false); the slot is kept for the next touch's
        // (``keep(on:)``). Those left close up in place, without `removeAll(where:)`'s
        // `replaceSubrange`.
        let main = vm.main
        var kept = index
        while index < objects.count {
            let object = objects[index]
            if object.touch.isOver {
                main.push(false)
                main.setRef(object.ref)
                spareRefs.append(object.ref)
            } else {
                objects[kept] = object
                kept += 1
            }
            index += 1
        }
        while objects.count > kept { objects.removeLast() }
    }

    /// Pushes `touches` as a Lua array (`#touches`, `ipairs(touches)`, `touches[1]`).
    func push(_ touches: some Collection<Touch>, on stack: LuaStack) {
        stack.newTable(array: Int32(touches.count))
        var i = 1
        for touch in touches {
            push(touch, on: stack)
            stack.rawSet(i, in: -2)
            i += 1
        }
        stack.push(listMeta)
        stack.setMetatable(of: -2)
    }

    /// Pushes the touch event's userdata, made once and reused.
    @inline(__always)
    func pushTouchEvent(_ event: Event, on stack: LuaStack) {
        stack.push(touchEventRef(event, on: stack))
    }

    /// The reference of the touch event's userdata, made once and reused.
    @inline(__always)
    func touchEventRef(_ event: Event, on stack: LuaStack) -> LuaRef {
        if eventObject == .nil {
            stack.pushObject(event, metatable: Metatable.event)
            eventBlock = UnsafeRawPointer(stack.userdataBlock(at: -1))
            superTouches.pointee.event = eventBlock
            eventObject = stack.ref()
        }
        return eventObject
    }

    /// Pushes the `touches` argument of a touch handler (``setRef(_:on:)``).
    func pushSet(_ touches: TouchList, on stack: LuaStack) {
        stack.push(setRef(touches, on: stack))
    }

    /// The reference of the `touches` argument of a touch handler. A handler forwarding to
    /// `super` or the next responder, and the next phase of the same touches, pass the same
    /// touches again: the table handed out last is handed out again when it still holds exactly
    /// those touches and nothing else (a script may have kept or changed it), so steady-state
    /// delivery makes no table. Otherwise a new table is made and remembered.
    func setRef(_ touches: TouchList, on stack: LuaStack) -> LuaRef {
        if set.ref != .nil && set.held(touches) {
            // Checked since the last Lua code ran (a handler passed it to super): it still holds them.
            if set.checkedAt == vm.epoch { return set.ref }
            stack.push(set.ref)
            let holds = stack.tableHoldsUserdata(at: -1, blocks: set.blockBuffer, metatable: listMetaPointer)
            stack.pop()
            if holds { return set.ref }
        }
        return makeSet(touches, on: stack)
    }

    /// Calls the touch handler `function` of `receiver` with `touches` (``setRef(_:on:)``'s
    /// table) and `event` (a touch event), in one crossing into C when the table handed out last
    /// still serves: it is checked in place, as the call's argument, and only when Lua code ran
    /// since it was last seen to hold its touches. `handler` as in
    /// ``LuaStack/call(_:receiver:arguments:_:_:handler:)``.
    @inline(__always)
    func callHandler(
        _ function: LuaRef, receiver: LuaRef, _ touches: TouchList, event: Event, on stack: LuaStack,
        handler: inout Int32
    ) -> LuaStack.WholeCall {
        let eventRef = touchEventRef(event, on: stack)
        if set.ref != .nil && set.held(touches),
            let outcome = stack.callTouches(
                function, receiver: receiver, set: set.ref, blocks: set.blockBuffer, metatable: listMetaPointer,
                checked: set.checkedAt, event: eventRef, host: UnsafePointer(superTouches.pointee.host),
                handler: &handler)
        {
            return outcome
        }
        let ref = makeSet(touches, on: stack)
        return stack.call(function, receiver: receiver, arguments: 2, ref, eventRef, handler: &handler)
    }

    /// Makes a new touches table holding `touches` and remembers it as the touch set.
    private func makeSet(_ touches: TouchList, on stack: LuaStack) -> LuaRef {
        push(touches, on: stack)
        set.replace(with: touches) { object(for: $0, on: stack).block }
        set.table = stack.address(at: -1)
        set.checkedAt = .max
        // The new table takes the old one's registry slot: one write, no unref and ref.
        if set.ref == .nil {
            set.ref = stack.ref()
        } else {
            stack.setRef(set.ref)
        }
        let blocks = set.blockBuffer
        superTouches.pointee.table = set.table
        superTouches.pointee.blocks = UnsafePointer(OpaquePointer(blocks.baseAddress))
        superTouches.pointee.count = blocks.count
        return set.ref
    }

    /// Runs `body` with the touches and the event of a touch handler's `(touches, event)` at
    /// `index` when they are the touch set, still holding exactly its touches, and the touch
    /// event (a handler passing its arguments on): the touches need not be read back from Lua,
    /// and both are checked in one crossing into C. Returns false, without running `body`,
    /// otherwise.
    @inline(__always)
    func withPassedArguments(at index: Int32, on stack: LuaStack, _ body: (TouchList, Event) -> Void) -> Bool {
        guard set.ref != .nil, let table = set.table, let eventBlock,
            stack.touchArguments(
                at: index, table: table, blocks: set.blockBuffer, metatable: listMetaPointer, event: eventBlock)
        else { return false }
        withPassedSet(eventBlock: eventBlock, body)
        return true
    }

    /// Runs `body` with the touch set's touches and the touch event, which a handler passed on
    /// as its `(touches, event)`: checked by ``withPassedArguments(at:on:_:)``, or in C
    /// (``superTouches``), which then calls the host's default that comes here.
    @inline(__always)
    func withPassedSet(_ body: (TouchList, Event) -> Void) {
        guard let eventBlock else { return }
        withPassedSet(eventBlock: eventBlock, body)
    }

    @inline(__always)
    private func withPassedSet(eventBlock: UnsafeRawPointer, _ body: (TouchList, Event) -> Void) {
        set.checkedAt = vm.epoch
        // A copy: `body` may reach a handler whose touches make a new set.
        let touches = set.touches
        // The event userdata's block holds its retained Event, and `eventObject` keeps the
        // userdata for the host's life: the Event outlives `body` without a retain here.
        let event = eventBlock.load(as: UnsafeMutableRawPointer.self)
        Unmanaged<Event>.fromOpaque(event)._withUnsafeGuaranteedRef { body(touches[...], $0) }
    }
}
