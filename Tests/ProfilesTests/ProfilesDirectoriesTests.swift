// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import Profiles

struct ProfilesDirectoriesTests {
    @Test func storeAndPortraitsLiveInTheXDGDataFolder() {
        let directories = ProfilesDirectories.standard(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "/nonexistent"])
        #expect(directories.storeURL.path == "/data/ferry/profiles.sqlite")
        #expect(directories.portraitsFolder.path == "/data/ferry/portraits")
        // No videos folder anywhere: the data folder.
        #expect(directories.videosFolder.path == "/data/ferry/videos")
    }

    @Test func defaultsFollowHome() {
        let directories = ProfilesDirectories.standard(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/nonexistent", "XDG_DATA_HOME": "relative"])
        #expect(directories.storeURL.path == "/home/ana/.local/share/ferry/profiles.sqlite")
    }

    @Test func videosGoToFerryInsideXDGVideosDir() {
        let directories = ProfilesDirectories.standard(environment: ["HOME": "/home/ana", "XDG_VIDEOS_DIR": "/media/clips"])
        #expect(directories.videosFolder.path == "/media/clips/Ferry")
    }

    @Test func videosFolderIsReadFromUserDirsFile() throws {
        let config = TemporaryFolder()
        defer { config.remove() }
        try Data("XDG_VIDEOS_DIR=\"$HOME/Vidéos\"\n".utf8).write(to: config.file("user-dirs.dirs"))
        let directories = ProfilesDirectories.standard(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": config.url.path, "XDG_DATA_HOME": "/data"])
        #expect(directories.videosFolder.path == "/home/ana/Vidéos/Ferry")
    }

    @Test func videosDirSetToHomeMeansDisabled() throws {
        let config = TemporaryFolder()
        defer { config.remove() }
        try Data("XDG_VIDEOS_DIR=\"$HOME/\"\n".utf8).write(to: config.file("user-dirs.dirs"))
        let directories = ProfilesDirectories.standard(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": config.url.path, "XDG_DATA_HOME": "/data"])
        #expect(directories.videosFolder.path == "/data/ferry/videos")
    }
}
