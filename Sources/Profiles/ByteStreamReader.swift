import CSV

/// The former name of CSV's `ByteSource` (the same requirement: `read(into:)` fills a
/// buffer and returns how many bytes it read, 0 at the end), which
/// ``MediaFolder/importStream(_:preferredName:expectedByteCount:progress:)`` now takes.
///
/// Kept only while `ProfilesPageModel.swift`'s `DataReader` still names it; delete this
/// file once that conforms to `ByteSource`.
@available(*, deprecated, renamed: "ByteSource")
public typealias ByteStreamReader = ByteSource
