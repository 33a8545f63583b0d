internal import CGtk
