// SPDX-License-Identifier: Apache-2.0
extension SharedMIMEDatabase {
    /// The human-readable description of `mimeType` (after resolving aliases), such as
    /// "PNG image", or `nil` when the database has none or does not know the type.
    ///
    /// Read on first use from `<dir>/<media>/<subtype>.xml` in every directory (falling
    /// back to the directory's XML packages) and cached. Directories of higher priority
    /// override lower ones language by language, as the specification merges them.
    ///
    /// - Parameter language: a locale name such as `de`, `pt_BR`, `sr@latin`,
    ///   `de_DE.UTF-8` or `pt-BR`; its variants are tried from the most specific
    ///   (`pt_BR`, then `pt`), then the untranslated text. `nil` gives the untranslated
    ///   (English) text.
    public func comment(for mimeType: String, language: String? = nil) -> String? {
        guard let type = canonicalName(for: mimeType) else { return nil }
        return details(of: type).comment(preferring: language.map(MIMETypeDetails.languageVariants) ?? [])
    }

    /// The merged details of the canonical `type` (empty when no directory has any).
    func details(of type: String) -> MIMETypeDetails {
        if let cached = storage.lazy.withLock({ $0.details[type] }) { return cached }
        var merged = MIMETypeDetails()
        if MIMEPackageParser.isValidTypeName(type) {
            // From lowest priority to highest, so higher ones override.
            for index in storage.sources.indices.reversed() {
                guard let found = sourceDetails(of: type, source: index) else { continue }
                merged.comments.merge(found.comments) { _, higher in higher }
                merged.acronym = found.acronym ?? merged.acronym
                merged.expandedAcronym = found.expandedAcronym ?? merged.expandedAcronym
                if !found.globs.isEmpty { merged.globs = found.globs }
            }
        }
        storage.lazy.withLock { $0.details[type] = merged }
        return merged
    }

    /// One directory's details of `type`: from its packages when the directory was read
    /// from XML, else its `<media>/<subtype>.xml` (in lower case, as `update-mime-database`
    /// names it), else its packages (parsed once, which is slow for a big database). A file
    /// that cannot be read or parsed counts as absent: descriptions are best effort.
    private func sourceDetails(of type: String, source index: Int) -> MIMETypeDetails? {
        let source = storage.sources[index]
        if let packaged = source.packageDetails { return packaged[type] }
        guard !source.directory.isEmpty else { return nil }
        // update-mime-database names the file in lower case.
        let lowered = MIMEPackageParser.asciiLowercased(type)
        let path = source.directory + "/" + lowered + ".xml"
        if let bytes = try? MIMEFileReader.readIfPresent(path),
           let parsed = try? MIMEPackageParser.parseTypeFile(bytes, file: path),
           MIMEPackageParser.asciiLowercased(parsed.type) == lowered {
            return parsed.details
        }
        if let packages = storage.lazy.withLock({ $0.packageDetails[index] }) { return packages[type] }
        let packages = (try? MIMEPackageParser.parsePackagesDirectory(source.directory + "/packages"))??.details ?? [:]
        storage.lazy.withLock { $0.packageDetails[index] = packages }
        return packages[type]
    }
}
