// SPDX-License-Identifier: Apache-2.0
// The app sees the libraries through FerryScenes: a page imports GtkKit and FerryScenes
// only, and the scene models' public API speaks these libraries' types.
@_exported import CoreTransferable
@_exported import Profiles
@_exported import StableCollections
@_exported import TextEditing
@_exported import TransferSessions
@_exported import UniformTypeIdentifiers
@_exported import FerryLocalization
