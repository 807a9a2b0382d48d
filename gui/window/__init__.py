"""The parts of the main window: the home screen, the replay screen, the menus' helper
commands and the link between the worker and the table on show."""
