"""The app and the operating system: the desktop launcher, Qt's platform check, and the
garbage collector kept in the GUI thread."""
