// SPDX-License-Identifier: Apache-2.0
// On a Mac, `import UniformTypeIdentifiers` (and with it `import CoreTransferable`) makes
// Foundation's names visible: the framework's module re-exports Foundation. Code written
// there uses `URL`, `UUID` and `FileManager` after importing only these (seed 002's `Video`
// imports nothing else), so Ferry's module re-exports Foundation too.
@_exported import Foundation
