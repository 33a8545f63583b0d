// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The user's language for descriptions, from the environment as gettext reads it.
enum UserLanguage {
    /// A language tag such as `de` or `pt_BR`, or `nil` for the untranslated text.
    static let current: String? = {
        let environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let first = value.split(separator: ":").first.map(String.init) ?? value
            let language = first.split(separator: ".").first.map(String.init) ?? first
            if language == "C" || language == "POSIX" { return nil }
            return language
        }
        return nil
    }()
}
