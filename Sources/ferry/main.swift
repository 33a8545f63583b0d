// SPDX-License-Identifier: Apache-2.0
// Ferry: the desktop app, one page per SPEC scene. See FerryOptions for the command line.
import Foundation
import FerryScenes
import GtkKit

let launched = ContinuousClock.now
// Before any word is read: the locale from the environment, Ferry's catalogues bound.
Localization.setUp(environment: ProcessInfo.processInfo.environment)
let options: FerryOptions
switch FerryOptions.parse(CommandLine.arguments, environment: ProcessInfo.processInfo.environment) {
case .success(let parsed):
    options = parsed
case .failure(.helpRequested):
    print(FerryOptions.usage)
    exit(0)
case .failure(let error):
    FileHandle.standardError.write(Data("ferry: \(error)\n".utf8))
    exit(2)
}
FerryLog.isEnabled = options.log

MainActor.assumeIsolated {
    let app = FerryApp(options: options, launched: launched)
    exit(app.run())
}
