"""Statistics lose no game when two processes finish at once (issue 25.4): counting a game
locks stats.json.lock, reads the file again, adds the game and writes atomically."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from gui.userdata import stats_file

ROOT = Path(__file__).resolve().parents[2]
GAMES = 150

RECORDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    sys.path.insert(0, sys.argv[1])
    from gui.userdata import stats_file
    stats_file.use_file(sys.argv[2])
    tag, games, go = sys.argv[3], int(sys.argv[4]), Path(sys.argv[5])
    print("ready", flush=True)
    for _ in range(2000):                      # both start together (at most 20 s)
        if go.exists():
            break
        time.sleep(0.01)
    lost = 0
    for i in range(games):
        result = {"returns": [1, 0] if i % 2 else [0, 1], "human_seat": 0,
                  "game_id": f"{tag}-{i}", "bot_levels": [None, "easy"], "seconds": 1}
        lost += not stats_file.record_game("tiny", result)
    print("lost", lost, [p.kind for p in stats_file.take_problems()], flush=True)
""")


def test_two_processes_recording_150_games_each_keep_all_300(tmp_path):
    """Issue 25.4: 「Two processes recording 150 games each kept 154 of 301 in stats.json
    (read-modify-write without a lock)」."""
    path = tmp_path / "data" / "stats.json"
    go = tmp_path / "go"
    procs = [subprocess.Popen([sys.executable, "-c", RECORDER, str(ROOT), str(path), tag,
                               str(GAMES), str(go)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for tag in ("a", "b")]
    try:
        for proc in procs:
            assert proc.stdout.readline().strip() == "ready"
        go.touch()
        outputs = [proc.communicate(timeout=240) for proc in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    for proc, (out, err) in zip(procs, outputs, strict=True):
        assert proc.returncode == 0, err
        assert out.strip() == "lost 0 []", (out, err)
    book = stats_file.StatsFile(path).load()
    summary = book.summary("tiny")
    assert summary.games == 2 * GAMES and summary.wins == GAMES
    assert len(book.counted) == 2 * GAMES and len(set(book.counted)) == 2 * GAMES
    assert not (path.parent / "stats.json.lock").exists()      # released
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_lock_left_by_a_process_that_died_is_taken_over(tmp_path):
    path = tmp_path / "stats.json"
    killed = subprocess.run([sys.executable, "-c", textwrap.dedent("""
        import os, sys
        from PySide6.QtCore import QLockFile
        lock = QLockFile(sys.argv[1] + ".lock")
        assert lock.tryLock(0)
        os._exit(0)                            # dies holding it
    """), str(path)], capture_output=True, text=True, timeout=60)
    assert killed.returncode == 0, killed.stderr
    assert (tmp_path / "stats.json.lock").exists()
    stats_file.use_file(path)
    assert stats_file.record_game("tiny", {"returns": [1, 0], "human_seat": 0, "game_id": "x"})
    assert stats_file.load_book().summary("tiny").wins == 1
