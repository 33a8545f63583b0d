// SPDX-License-Identifier: Apache-2.0
/// Writes type declarations as a shared-mime-info package, so the desktop learns the
/// app's types: install the text as `$XDG_DATA_HOME/mime/packages/<app id>.xml` and run
/// `update-mime-database $XDG_DATA_HOME/mime`.
public enum SharedMIMEInfoPackage {
    /// The package XML for `declarations`.
    ///
    /// Each declaration becomes a `<mime-type>` named by its first MIME type (or
    /// ``UTType/exchangeMIMEType``'s `application/x-<identifier>` form when it has none),
    /// with its other MIME types as aliases, its description as the comment, its
    /// extensions as `*.ext` globs, and, for each parent that has a MIME type, a
    /// `sub-class-of`.
    public static func xml(for declarations: [TypeDeclaration], parentMIMEType: (String) -> String? = { UTType($0)?.preferredMIMEType }) -> String {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">

        """
        for declaration in declarations {
            let name = declaration.mimeTypes.first ?? "application/x-\(declaration.identifier.lowercased())"
            xml += "  <mime-type type=\"\(escape(name))\">\n"
            if let description = declaration.description {
                xml += "    <comment>\(escape(description))</comment>\n"
            }
            for alias in declaration.mimeTypes.dropFirst() {
                xml += "    <alias type=\"\(escape(alias))\"/>\n"
            }
            for parent in declaration.conformsTo {
                if let parentMIME = parentMIMEType(parent) {
                    xml += "    <sub-class-of type=\"\(escape(parentMIME))\"/>\n"
                }
            }
            for ext in declaration.filenameExtensions {
                xml += "    <glob pattern=\"*.\(escape(ext))\"/>\n"
            }
            xml += "  </mime-type>\n"
        }
        xml += "</mime-info>\n"
        return xml
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
