// SPDX-License-Identifier: Apache-2.0
// Runs the check of every seed listing compiled in this package (Swift 5 language mode,
// Apple's module names) and exits non-zero when one behaves otherwise than its seed says.
import Foundation
import Seed000ShapePayload
import Seed001LabelItem
import Seed002CodableProfile
import Seed002ConditionalArchive
import Seed002DeclaredType
import Seed002PasteProfile
import Seed002ProfilesArchive
import Seed002ProxyProfile
import Seed002ProxyVideo
import Seed002TransferableProfile
import Seed002Video
import Seed003Profile
import Seed004DemoItem

let semaphore = DispatchSemaphore(value: 0)
var failures: [String] = []
Task {
    failures += await Seed000Check.run()
    failures += Seed001Check.run()
    failures += Seed002DeclaredTypeCheck.run()
    failures += Seed002PasteCheck.run()
    failures += Seed002CodableCheck.run()
    failures += await Seed002TransferableCheck.run()
    failures += await Seed002ArchiveCheck.run()
    failures += await Seed002VideoCheck.run()
    failures += await Seed002ProxyProfileCheck.run()
    failures += await Seed002ProxyVideoCheck.run()
    failures += await Seed002ConditionCheck.run()
    failures += await Seed003Check.run()
    failures += Seed004Check.run()
    semaphore.signal()
}
semaphore.wait()

if failures.isEmpty {
    print("seed-listings-check: 13 seed listings compiled against Ferry and behave as their seeds say (each file names any line that differs from its seed)")
} else {
    print("seed-listings-check: FAILED:\n  " + failures.joined(separator: "\n  "))
    exit(1)
}
