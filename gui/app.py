"""Application start-up: QApplication, high-DPI, icon, language, fonts, main window."""
from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QMessageBox

from . import RESOURCES
from .i18n import LanguageManager, cjk_families

ORGANIZATION = "Jiupai"
APPLICATION = "Jiupai"
FONT_PACKAGE = "fonts-noto-cjk"


def app_icon() -> QIcon:
    """The SVG icon, or a painted one when the SVG plugin is missing."""
    icon = QIcon(str(RESOURCES / "icons" / "jiupai.svg"))
    if not icon.isNull() and not icon.pixmap(64, 64).isNull():
        return icon
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


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication with names, high-DPI policy and icon (reuses an existing one)."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = QApplication.instance()
    if app is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(argv if argv is not None else sys.argv)
    app.setApplicationDisplayName("九牌 Jiupai")
    app.setDesktopFileName("jiupai")
    app.setWindowIcon(app_icon())
    return app


def check_fonts(parent=None) -> bool:
    """True when a Chinese font is installed; otherwise one message naming the package."""
    if cjk_families():
        return True
    QMessageBox.warning(
        parent, "Jiupai",
        QCoreApplication.translate(
            "FontCheck",
            "No Chinese font was found, so Chinese text will show as empty boxes.\n\n"
            "Please install one. On Debian or Ubuntu:\n    sudo apt install %1\n"
            "(Fedora: google-noto-sans-cjk-fonts; Arch: noto-fonts-cjk)").replace(
                "%1", FONT_PACKAGE))
    return False


def main(argv: list[str] | None = None) -> int:
    """Entry point of `python main.py` and the `jiupai` gui-script."""
    app = create_application(argv)
    manager = LanguageManager.instance()
    manager.set_language(manager.initial_language(), remember=False)
    from .main_window import MainWindow
    window = MainWindow()
    window.show()
    check_fonts(window)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
