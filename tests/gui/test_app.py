"""`python main.py` starts, shows the window and keeps running; the icon and fonts load."""
import os
import subprocess
import sys
from pathlib import Path

from gui.app import app_icon, check_fonts
from gui.lang.i18n import cjk_family

ROOT = Path(__file__).resolve().parents[2]


def test_main_py_starts_cleanly(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "cfg"), XDG_DATA_HOME=str(tmp_path / "data"))
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py")], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = proc.communicate(timeout=6)
        raise AssertionError(f"main.py exited early ({proc.returncode}):\n{err}")
    except subprocess.TimeoutExpired:
        proc.terminate()
        out, err = proc.communicate(timeout=10)
    assert "Traceback" not in err and "Fatal Python error" not in err, err


def test_a_new_application_is_made_fusion_without_setstyle(tmp_path):
    """The app's QApplication is made with the Fusion style named on its command line (one
    look everywhere, gui/style/theme.py), not set from Python afterwards (which cost the cold
    start PySide's QStyle type): under the one sheet the base style is Fusion, and the
    player's own Qt options still reach Qt."""
    script = "\n".join([
        "from PySide6.QtWidgets import QApplication",
        "calls = []",
        "QApplication.setStyle = lambda *a: calls.append(a)",
        "from gui.app import create_application",
        "app = create_application(['jiupai', '-reverse'])",
        "app.setStyleSheet('')",
        "print(app.style().name(), app.isRightToLeft(), calls)"])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=60)
    assert out.stdout.split() == ["fusion", "True", "[]"], out.stderr


def test_the_language_font_is_chinese_and_no_parser_is_built(tmp_path):
    """A new application in 繁體 writes with the installed Chinese family (the fonts read at
    the first question about them, in the GUI thread: no thread of fonts is left running);
    a start without arguments builds no command parser (gui/system/commands.py)."""
    script = "\n".join([
        "import sys, threading",
        "from gui.app import create_application",
        "from gui.lang import i18n",
        "app = create_application(['jiupai'])",
        "i18n.LanguageManager.instance().set_language('zh_TW', remember=False)",
        "print(threading.active_count(), 'CJK' in app.font().families()[0].upper()"
        " or 'TC' in app.font().families()[0])",
        "from gui.main_window import MainWindow",
        "print('gui.system.commands' in sys.modules)"])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=60)
    assert out.stdout.split() == ["1", "True", "False"], out.stderr


def test_icon_and_fonts(qapp):
    assert not app_icon().isNull()
    # every shipped size, from the PNGs (the SVG, at 256, adds none: not read at start)
    assert sorted(s.width() for s in app_icon().availableSizes()) == [16, 32, 48, 64, 128, 256]
    assert check_fonts()  # fonts-noto-cjk is installed here and in CI
    assert "TC" in cjk_family("zh_TW") or "TW" in cjk_family("zh_TW")
    assert "SC" in cjk_family("zh_CN") or "CN" in cjk_family("zh_CN")


def test_first_window_fits_the_screen(qtbot, store):
    """A first start (no saved geometry) on a small screen opens a window within the screen's
    free area, not one running off its edge (seen on an 800×600 X display)."""
    from gui.main_window import MainWindow
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    screen = window.screen().availableGeometry()
    assert window.width() <= screen.width() and window.height() <= screen.height()
    window.window_geometry.fit_to_screen(5000, 5000)          # asked for more than the screen has
    assert (window.width(), window.height()) == (screen.width(), screen.height())
