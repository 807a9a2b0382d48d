"""Application start-up: command line, QApplication, high-DPI, icon, language, fonts, window."""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from .system import pyside_sources  # noqa: F401  # isort: skip  (first: see its docstring)
from . import __version__
from .lang.arg import arg
from .lang.i18n import LanguageManager, cjk_families
from .system import gcguard
from .userdata.paths import APP_ID, icon_files

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

ORGANIZATION = "Jiupai"
APPLICATION = "Jiupai"
FONT_PACKAGE = "fonts-noto-cjk"
# The application property saying it was made with the Fusion style (Theme.install).
FUSION_FROM_START = "jiupaiFusionFromStart"


def app_icon() -> QIcon:
    """The shipped hicolor icon, or a painted one when none loads. Its PNG sizes (16 to 256)
    when there are any, else the SVG: the SVG, drawn at 256 like the largest PNG, would add
    no size, and reading it loads Qt's SVG library and image plugin into every start."""
    from PySide6.QtGui import QIcon
    files = list(icon_files().values())
    pngs = [path for path in files if path.suffix == ".png"]
    icon = QIcon()
    for path in pngs or files:
        icon.addFile(str(path))
    if not icon.isNull() and not icon.pixmap(64, 64).isNull():
        return icon
    # (imported here: PySide makes a class's Python type, and its enums, at its first import,
    # and the first frame needs none of these — issue 33's cold start)
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
    icon = QIcon()
    for size in (16, 32, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#1a6b3c"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(0, 0, size, size), size * 0.2, size * 0.2)
        painter.setPen(QColor("#f2c230"))
        font = QFont()
        font.setPixelSize(int(size * 0.7))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, "九")
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def install_icon() -> None:
    """Give the application its icon (every window without one of its own shows it), once.
    The main window does it in its first pass after the first frame: QIcon's Python type,
    with its 151-member ThemeIcon enum, and the PNGs cost the first frame 2 ms, and no
    one sees a taskbar's icon a pass later."""
    app = QApplication.instance()
    if app is not None and app.windowIcon().isNull():
        app.setWindowIcon(app_icon())


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication with its names and look (reuses an existing one); its icon comes
    after the first frame (`install_icon`). High DPI: Qt 6's default rounding policy,
    PassThrough (fractional scale factors kept), is the one we want; it is not set again
    from Python, whose `Qt` enums cost the first frame 16 ms (gui/system/qtnames.py)."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = QApplication.instance()
    if app is None:
        # Fusion (gui/style/theme.py) named on the command line: setStyle() from Python
        # would create PySide's QStyle type and its enums (~6 ms of the cold start)
        app = QApplication([*(argv if argv is not None else sys.argv), "-style", "fusion"])
        app.setProperty(FUSION_FROM_START, True)
    app.setApplicationDisplayName("九牌 Jiupai")
    app.setApplicationVersion(__version__)
    # The launcher's name (without .desktop): Wayland and the taskbar match windows to it.
    app.setDesktopFileName(APP_ID)
    from .style import Theme
    Theme.install(app)        # one look for every window (gui/style), once per application
    return app


def check_fonts(parent=None) -> bool:
    """True when a Chinese font is installed; otherwise one message naming the package."""
    if cjk_families():
        return True
    from PySide6.QtWidgets import QMessageBox
    QMessageBox.warning(
        parent, "Jiupai",
        arg(QCoreApplication.translate(
            "FontCheck",
            "No Chinese font was found, so Chinese text will show as empty boxes.\n\n"
            "Please install one. On Debian or Ubuntu:\n    sudo apt install %1\n"
            "(Fedora: google-noto-sans-cjk-fonts; Arch: noto-fonts-cjk)"), FONT_PACKAGE))
    return False


def parse_arguments(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our options; anything else (Qt's own, such as -platform) is left for QApplication.
    The parser, with the commands `--help` lists, is gui/system/commands.py's."""
    from .system import commands
    return commands.parser().parse_known_args(argv[1:])


def desktop_command(options: argparse.Namespace) -> int:
    """Run --install-desktop / --uninstall-desktop and report each file."""
    from .system import desktop
    if options.install_desktop:
        for path in desktop.install():
            print(f"installed {path}")
        print("Jiupai is now in your desktop's menu (Games).")
    else:
        removed = desktop.uninstall()
        for path in removed:
            print(f"removed {path}")
        if not removed:
            print("nothing to remove: the desktop launcher was not installed")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of `jiupai`, `python -m gui` and `python main.py`."""
    argv = list(sys.argv if argv is None else argv)
    qt_args: list[str] = []
    # A double-click names nothing: then neither the commands nor their parser are made
    # (the cold start, issue 33).
    if len(argv) > 1:
        from .system import commands
        status = commands.run(argv)         # `jiupai host …`: a command, no window
        if status is not None:
            return status
        options, qt_args = parse_arguments(argv)
        if options.install_desktop or options.uninstall_desktop:
            return desktop_command(options)
    from .system.platform_check import check
    problem = check(qt_args)
    if problem:
        sys.stderr.write(problem)
        return 2
    from .system import single_instance
    from .userdata.paths import user_data_folder
    guard = None if single_instance.bypassed() else single_instance.SingleInstance(
        user_data_folder())
    if guard is not None and not guard.claim():
        say_another_copy_runs(guard)       # one copy per data folder: never two autosaves
        return 0
    app = create_application(argv[:1] + qt_args)
    gcguard.install(app)      # cycles are collected in the GUI thread only
    manager = LanguageManager.instance()
    manager.set_language(manager.initial_language(), remember=False)
    from .main_window import MainWindow
    window = MainWindow()
    if guard is not None:
        # after the first frame: QtNetwork is not the start's (gui/system/single_instance.py)
        from .window.later import importing
        window.after_first_frame(importing("PySide6.QtNetwork"), guard.listen)
        guard.activated.connect(lambda: single_instance.bring_to_front(window))
    window.show()
    check_fonts(window)
    try:
        return app.exec()
    finally:
        if guard is not None:
            guard.release()


def say_another_copy_runs(guard) -> None:
    """Another copy holds the data folder (gui/system/single_instance.py): ask it to come to
    the front, and say on stderr what happened; this copy then exits, touching nothing."""
    if guard.ask_running_copy():
        sys.stderr.write("Jiupai is already running with this data folder; its window was "
                         "brought to the front.\n")
    else:
        sys.stderr.write("Jiupai is already running with this data folder (its window did not "
                         "answer); this copy exits so that neither overwrites the other's "
                         "game.\n")


if __name__ == "__main__":
    sys.exit(main())
