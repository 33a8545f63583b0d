// SPDX-License-Identifier: Apache-2.0
/// The loads started for one drop.
@MainActor
final class DropSession {
    private var loads: [Task<Bool, Never>] = []

    func track(_ load: Task<Bool, Never>) { loads.append(load) }

    /// Waits for every load, including ones added meanwhile; whether all succeeded.
    func waitForLoads() async -> Bool {
        var succeeded = true
        var index = 0
        while index < loads.count {
            succeeded = await loads[index].value && succeeded
            index += 1
        }
        return succeeded
    }
}
