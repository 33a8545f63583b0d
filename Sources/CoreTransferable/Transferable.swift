// SPDX-License-Identifier: Apache-2.0
import Foundation
@_exported import UniformTypeIdentifiers

/// A type that describes how its values cross process and app boundaries: drag and
/// drop, copy and paste, sharing and files.
///
/// Conform by describing one or more representations, most preferred first:
///
/// ```swift
/// struct Profile: Codable, Transferable {
///     var name: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .profile)
///         ProxyRepresentation(exporting: \.name)
///     }
/// }
/// ```
///
/// This is Ferry's Linux counterpart of Apple's `CoreTransferable.Transferable`, with
/// Apple's names and semantics; the same model code compiles on both.
@preconcurrency
public protocol Transferable: Sendable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation

    /// The representations of the type, in order of preference.
    @TransferRepresentationBuilder<Self>
    static var transferRepresentation: Representation { get }
}
