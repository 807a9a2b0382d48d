"""The app and the operating system: the command words of `jiupai` (commands.py, without Qt),
the desktop launcher, Qt's platform check, and the garbage collector kept in the GUI thread."""
