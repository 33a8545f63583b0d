// SPDX-License-Identifier: Apache-2.0
import Foundation

/// An encoder that turns a whole value into one output, such as `JSONEncoder` into
/// `Data`. The same shape as Combine's `TopLevelEncoder`, which Linux lacks.
public protocol TopLevelEncoder {
    /// What the encoder produces.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that reads a whole value from one input, such as `JSONDecoder` from `Data`.
/// The same shape as Combine's `TopLevelDecoder`.
public protocol TopLevelDecoder {
    /// What the decoder reads.
    associatedtype Input
    /// Decodes a value of `type` from `input`.
    func decode<T: Decodable>(_ type: T.Type, from input: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
