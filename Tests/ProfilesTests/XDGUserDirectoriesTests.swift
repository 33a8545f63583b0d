// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import Profiles

struct XDGUserDirectoriesTests {
    @Test func readsTheFileXdgUserDirsWrites() {
        let text = """
            # This file is written by xdg-user-dirs-update
            XDG_DESKTOP_DIR="$HOME/Desktop"
            XDG_VIDEOS_DIR="$HOME/Videos"
            XDG_MUSIC_DIR="/srv/music"
            """
        let folders = XDGUserDirectories.parse(text, home: "/home/ana")
        #expect(folders == ["XDG_DESKTOP_DIR": "/home/ana/Desktop", "XDG_VIDEOS_DIR": "/home/ana/Videos", "XDG_MUSIC_DIR": "/srv/music"])
    }

    @Test func handlesEscapesSpacesAndHomeItself() {
        let text = """
              XDG_VIDEOS_DIR = "$HOME/My \\"Clips\\""
            XDG_PUBLICSHARE_DIR="$HOME/"
            XDG_TEMPLATES_DIR="$HOME"
            """
        let folders = XDGUserDirectories.parse(text, home: "/home/ana/")
        #expect(folders["XDG_VIDEOS_DIR"] == "/home/ana/My \"Clips\"")
        #expect(folders["XDG_PUBLICSHARE_DIR"] == "/home/ana")
        #expect(folders["XDG_TEMPLATES_DIR"] == "/home/ana")
    }

    @Test func skipsLinesThatDoNotFollowTheFormat() {
        let text = """
            XDG_VIDEOS_DIR=relative/path
            XDG_MUSIC_DIR="relative"
            XDG_PICTURES_DIR="$HOMEpictures"
            XDG_DOCUMENTS_DIR="/unterminated
            NOT_XDG_DIR="/x"
            XDG_DIR="/x"
            XDG_DOWNLOAD_DIR="/ok"
            XDG_DOWNLOAD_DIR="/later wins"
            """
        #expect(XDGUserDirectories.parse(text, home: "/home/ana") == ["XDG_DOWNLOAD_DIR": "/later wins"])
    }
}
