"""Every shell command README.md shows is run as written — here, by another named test, or by
CI's `.ci/run` — so a README that lies fails CI.

A command the README gains without a runner below fails `test_every_command_has_a_runner`;
the quick ones run here, exactly as the README writes them, in a fresh virtual environment
(made with the system's packages, so PySide6 is not downloaded again) and with a fresh HOME.
"""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
import venv
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
CI = ROOT / ".ci" / "run"

#: Where each command is run: a test ("file::name") or "ci" (the line is in .ci/run).
RUNNERS = {
    'python -m pip install . && python -m gui': "tests/test_readme_commands.py::"
                                                "test_the_play_command_installs_and_starts_the_game",
    "jiupai": "tests/test_readme_commands.py::test_the_play_command_installs_and_starts_the_game",
    "jiupai --install-desktop": "tests/test_readme_commands.py::test_the_installed_program_commands",
    "jiupai --uninstall-desktop": "tests/test_readme_commands.py::"
                                  "test_the_installed_program_commands",
    "jiupai --version": "tests/test_readme_commands.py::test_the_installed_program_commands",
    "jiupai --help": "tests/test_readme_commands.py::test_the_installed_program_commands",
    "jiupai host --help": "tests/test_readme_commands.py::test_the_installed_program_commands",
    "jiupai-cli": "tests/test_readme_commands.py::test_the_installed_program_commands",
    'python -m pip install -e ".[test]" && python -m pytest': "ci",
    'python -m pip install -e ".[test]"': "ci",
    "python main.py": "tests/gui/test_app.py::test_main_py_starts_cleanly",
    "python -m bench": "ci",
    "python tools/build_bundle.py": "ci",
    'python -m pip install ".[sound]"': "ci",
    "sudo apt install libxcb-cursor0 fonts-noto-cjk": "ci",
    "jiupai host --game ninety_nine --players 4 --open 2": "tests/net/test_readme.py::"
                                                          "test_every_network_command_of_the_readme_runs_as_written",
    "jiupai join ADDRESS --code CODE --name NAME --bot normal": "tests/net/test_readme.py::"
                                                               "test_every_network_command_of_the_readme_runs_as_written",
    "jiupai tables": "tests/net/test_readme.py::test_every_network_command_of_the_readme_runs_as_written",
    "jiupai host --resume FILE": "tests/net/test_readme.py::"
                                 "test_every_network_command_of_the_readme_runs_as_written",
}


def shown_commands() -> list[str]:
    """The lines of the README's ```sh blocks (without their comments) and the inline code
    that starts with a program a reader would type."""
    text = README.read_text(encoding="utf-8")
    commands = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        for line in block.splitlines():
            line = re.split(r"\s+#", line)[0].strip()
            if line:
                commands.append(line)
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    for inline in re.findall(r"`([^`\n]+)`", prose):
        if re.match(r"(python|pip|sudo|jiupai)( |$)", inline) or inline == "jiupai-cli":
            commands.append(inline)
    return commands


def test_every_command_has_a_runner():
    commands = shown_commands()
    assert 'python -m pip install . && python -m gui' in commands     # the reader works
    missing = sorted(set(commands) - set(RUNNERS))
    assert not missing, f"README commands nothing runs: {missing}"


def test_each_named_runner_exists_and_ci_runs_its_lines():
    ci = CI.read_text(encoding="utf-8")
    for command, runner in RUNNERS.items():
        if runner == "ci":
            assert command in ci, f".ci/run does not run {command!r} as written"
        else:
            path, name = runner.split("::")
            assert re.search(rf"^def {name}\(", (ROOT / path).read_text(encoding="utf-8"),
                             re.M), runner


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A copy of the checkout (as a download of it) and a fresh venv with the system's
    packages; the Play command is run in the copy with the venv's programs first on PATH."""
    base = tmp_path_factory.mktemp("readme")
    tree = base / "jiupai"
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(
        ".git", "artifacts", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
        ".hypothesis", ".venv", ".mypy_cache", ".ruff_cache"))
    env_dir = base / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=True)
    home = base / "home"
    home.mkdir()
    env = {"PATH": f"{env_dir / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
           "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
           "XDG_DATA_HOME": str(home / ".local" / "share"), "QT_QPA_PLATFORM": "offscreen",
           "LANG": "C.UTF-8", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    for name in ("PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "PIP_CACHE_DIR"):
        if name in os.environ:
            env[name] = os.environ[name]
    return tree, env_dir, env


def run_as_written(command: str, cwd: Path, env: dict, timeout: float = 60):
    return subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)


def game_started(home: Path) -> Callable[[], bool]:
    """Has the game started with this HOME? Its window's copy has locked its data folder
    (gui/system/single_instance.py), which it does just before it builds the window."""
    from gui.system.single_instance import LOCK_NAME
    return lambda: any(home.rglob(LOCK_NAME))


def keeps_running(command: str, cwd: Path, env: dict, ready: Callable[[], bool]) -> str:
    """Start a command that opens the window: once `ready()` (the game started) it must
    still be running 4 s later, with no traceback printed. Returns its stderr."""
    proc = subprocess.Popen(["bash", "-c", command], cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    started, deadline = None, time.monotonic() + 240
    try:
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                _, err = proc.communicate()
                raise AssertionError(f"{command!r} exited ({proc.returncode}):\n{err[-2000:]}")
            if started is None and ready():
                started = time.monotonic()
            if started is not None and time.monotonic() - started > 4:
                break
            time.sleep(0.2)
        assert started is not None, f"{command!r}: the game never started"
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
        _, err = proc.communicate(timeout=20)
    assert "Traceback" not in err and "Fatal Python error" not in err, err[-2000:]
    return err


def test_the_play_command_installs_and_starts_the_game(installed):
    """`python -m pip install . && python -m gui` installs the game into the environment
    and starts it; after that `jiupai` starts it too."""
    tree, env_dir, env = installed
    keeps_running('python -m pip install . && python -m gui', tree, env,
                  game_started(Path(env["HOME"])))
    assert (env_dir / "bin" / "jiupai").exists(), "pip install . put no jiupai program"
    # a HOME of its own: the copy just stopped may linger a moment as a process not yet
    # reaped, and its data folder's lock then sends a second copy away (single_instance)
    home = Path(env["HOME"]).with_name("home-2")
    home.mkdir()
    keeps_running("jiupai", home, dict(env, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                                       XDG_DATA_HOME=str(home / ".local" / "share")),
                  game_started(home))


def test_the_installed_program_commands(installed):
    """The installed program's commands as the README writes them, run from the HOME."""
    tree, env_dir, env = installed
    if not (env_dir / "bin" / "jiupai").exists():
        done = run_as_written("python -m pip install -q .", tree, env, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
    home = Path(env["HOME"])
    done = run_as_written("jiupai --version", home, env)
    assert done.returncode == 0 and done.stdout.startswith("Jiupai "), done
    for command in ("jiupai --help", "jiupai host --help", "jiupai-cli --help"):
        done = run_as_written(command, home, env)
        assert done.returncode == 0 and "usage" in done.stdout.lower(), (command, done)
    done = run_as_written("jiupai --install-desktop", home, env)
    assert done.returncode == 0, done.stderr
    launchers = list((home / ".local" / "share" / "applications").glob("*.desktop"))
    assert len(launchers) == 1 and "Name=九牌 Jiupai" in launchers[0].read_text()
    done = run_as_written("jiupai --uninstall-desktop", home, env)
    assert done.returncode == 0, done.stderr
    assert not launchers[0].exists()


def test_the_readme_is_read_the_way_a_reader_reads_it():
    """Comments in a block are not part of the command; inline code that is no command (a
    file name, a key) is not taken for one."""
    commands = shown_commands()
    assert "jiupai tables" in commands and "jiupai.exe" not in commands
    assert not any("#" in c for c in commands)
