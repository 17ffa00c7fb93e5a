import Testing

@testable import LuaVM

/// `pausingCollector` (used while a scene is read and built) stops the collector's incremental
/// steps; `runningCollector` runs a script inside such a pause with them running. The heap cap
/// still holds while paused: what is live beyond it fails with "not enough memory".
@Suite("Collector pause")
struct CollectorPauseTests {
    static let limit = 8 << 20

    @Test func pausedOnlyInsideAndRestoredAfterAnError() throws {
        let vm = LuaState(memoryLimit: Self.limit, instructionBudget: 0)
        #expect(vm.isCollectorRunning)
        let failure = vm.pausingCollector { () -> LuaError? in
            #expect(!vm.isCollectorRunning)
            return vm.failure("local t = {} for i = 1, 1e8 do t[#t + 1] = {} end")
        }
        #expect(failure?.kind == .memory)
        #expect(vm.isCollectorRunning)
    }

    @Test func runningInsideAPauseRunsThenPausesAgain() throws {
        let vm = LuaState(memoryLimit: Self.limit, instructionBudget: 0)
        vm.pausingCollector {
            vm.runningCollector { #expect(vm.isCollectorRunning) }
            #expect(!vm.isCollectorRunning)
        }
        vm.runningCollector { #expect(vm.isCollectorRunning) }
        #expect(vm.isCollectorRunning)
    }

    @Test func liveDataBeyondTheCapStillFailsWhilePaused() throws {
        let vm = LuaState(memoryLimit: Self.limit, instructionBudget: 0)
        let error = vm.pausingCollector { vm.failure("local t = {} for i = 1, 1e8 do t[i] = {} end") }
        #expect(error?.kind == .memory)
        #expect(error?.message.contains("not enough memory") == true)
        vm.collectGarbage()
        #expect(vm.memoryInUse < Self.limit)
        #expect(try vm.run("return 1 + 1") == [2])
    }
}
