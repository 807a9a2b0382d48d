"""Screenshot helper: widget.grab() PNGs into artifacts/screenshots/<lang>/ (gitignored)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "artifacts" / "screenshots"


def shot(widget: QWidget, name: str, lang: str) -> Path:
    """Process pending events (LanguageChange, layouts), then save widget.grab()."""
    for _ in range(3):
        QApplication.processEvents()
    folder = SHOTS / lang
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    pixmap = widget.grab()
    assert not pixmap.isNull(), f"empty grab for {name}"
    assert pixmap.save(str(path)), f"could not write {path}"
    return path
