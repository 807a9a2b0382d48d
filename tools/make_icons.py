#!/usr/bin/env python3
"""Render the app icon's PNG sizes for the hicolor theme from its SVG (run after editing it).

    QT_QPA_PLATFORM=offscreen python tools/make_icons.py

The SVG (resources/icons/hicolor/scalable/apps/<id>.svg) is the source; desktops that
cannot scale SVG icons, and the Windows/macOS bundle, take the PNGs. Its 九 glyph needs a
CJK serif or sans font at render time (fonts-noto-cjk), so the PNGs are committed.
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from gui.userdata.paths import APP_ID  # noqa: E402

SIZES = (16, 32, 48, 64, 128, 256)
HICOLOR = ROOT / "resources" / "icons" / "hicolor"


def main() -> int:
    app = QGuiApplication(sys.argv)  # noqa: F841 - fonts need a QGuiApplication
    renderer = QSvgRenderer(str(HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"))
    if not renderer.isValid():
        sys.exit("the SVG icon does not parse")
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(out))
        print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
