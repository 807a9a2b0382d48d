"""The app's start in a fresh interpreter, as `python -m bench app` starts it: for tests of
what the first frame loads, makes or reads (nothing of an earlier test is imported there)."""
from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def first_frame(tmp_path: Path, after: Sequence[str], before: Sequence[str] = (),
                prepare: Sequence[str] = ()) -> subprocess.CompletedProcess:
    """Run, in a fresh interpreter: `before`; gui.app imported; the settings in `tmp_path`;
    `prepare`; the application made; a MainWindow on `tmp_path`/saves shown and its first
    frame painted; then `after` (which prints what the test reads). Its output."""
    script = "\n".join([
        *before,
        "import sys",
        "from gui.app import create_application",
        "from PySide6.QtCore import QSettings",
        "QSettings.setDefaultFormat(QSettings.Format.IniFormat)",
        f"QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, {str(tmp_path)!r})",
        *prepare,
        "app = create_application(['jiupai'])",
        "from engine.saves import SaveStore",
        "from gui.main_window import MainWindow",
        f"window = MainWindow(store=SaveStore({str(tmp_path / 'saves')!r}))",
        "window.show()",
        "app.processEvents()",
        *after,
    ])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=60)
