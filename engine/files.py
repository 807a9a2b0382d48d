"""Writing and reading the app's files safely: one `atomic_write`, one bounded `read_bounded`.

Every file Jiupai writes — a save slot, the statistics, an exported game, a finished game
kept for replays — goes through `atomic_write`: the bytes go to a temp file in the same
folder, which is flushed and fsynced, then renamed over the target, then the folder itself
is fsynced. A crash or a kill at any moment leaves the old file or the new one, never half
of one; the temp file such a crash leaves (`.<name>.<random>.tmp`) is removed later by
`remove_stale_temp_files`.

Every file Jiupai reads from disk goes through `read_bounded`: only a regular file (opened
without blocking, so a FIFO put in its place cannot hang the program, and a link to
/dev/zero is refused instead of read forever), at most a given size. What is wrong is said
in words a player understands (`FileReadError.reason`): "no such file", "a link to …, which
does not exist", "not a regular file", "too large …", or the system's own message.

Plain Python; the errors carry reasons, the callers (engine.saves, gui.userdata.stats_file)
say which slot or file it was.
"""
from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path

from .core import JiupaiError

STALE_TEMP_SECONDS = 60     # an interrupted write's temp file; a younger one may be in flight


class FileReadError(JiupaiError):
    """A file that cannot be read as asked; `reason` says why, `missing` is True when there is
    nothing at the path at all (not even a dangling link). `code` names the reason for a
    program that words it itself ("missing", "not_file", "too_large", "unreadable"), with the
    OS's `errno` when the OS refused."""

    def __init__(self, reason: str, missing: bool = False, code: str = "unreadable",
                 errno: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.missing = missing
        self.code = "missing" if missing else code
        self.errno = errno


def temp_name_prefix(path: Path) -> str:
    """The prefix of `path`'s temp files: `.<stem>.` (so `.stats.` for stats.json)."""
    return f".{path.stem}."


def atomic_write(path: Path | str, data: bytes) -> None:
    """Write `data` to `path` atomically (see the module docstring); OSError on failure, and
    then no temp file is left behind and `path` is as it was."""
    path = Path(path)
    directory = path.parent
    tmp: str | None = None
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=temp_name_prefix(path), suffix=".tmp", dir=directory)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        tmp = None
        fsync_directory(directory)
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def fsync_directory(directory: Path | str) -> None:
    """Make a rename itself durable (POSIX); not possible, nor needed, on Windows."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temp_files(directory: Path | str, prefix: str = ".",
                            min_age: float = STALE_TEMP_SECONDS) -> int:
    """Delete the temp files (`<prefix>….tmp`) an interrupted write left in `directory` that
    are older than `min_age` seconds; how many went. A folder that cannot be read has none."""
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(".tmp")):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and now - entry.stat(
                    follow_symlinks=False).st_mtime >= min_age:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def _open_error(path: Path, exc: OSError) -> FileReadError:
    if isinstance(exc, FileNotFoundError):
        if os.path.lexists(path):          # the entry is there: a link to nothing
            try:
                target = os.readlink(path)
            except OSError:
                target = "?"
            return FileReadError(f"cannot be read: it is a link to {target}, which does not "
                                 "exist (no such file)", code="missing")
        return FileReadError("cannot be read: no such file", missing=True)
    return FileReadError(f"cannot be read: {exc.strerror or exc}", errno=exc.errno)


def _open_regular(path: Path, max_bytes: int) -> tuple[int, int]:
    """An open descriptor of the regular file at `path` and its size (at most max_bytes)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _open_error(path, exc) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileReadError("is not a regular file", code="not_file")
        if info.st_size > max_bytes:
            raise FileReadError(f"is too large ({info.st_size} bytes; at most {max_bytes})",
                                code="too_large")
    except OSError as exc:
        os.close(fd)
        raise FileReadError(f"cannot be read: {exc.strerror or exc}",
                            errno=exc.errno) from None
    except FileReadError:
        os.close(fd)
        raise
    return fd, info.st_size


def _read_upto(fd: int, want: int) -> bytes:
    chunks, size = [], 0
    while size < want and (chunk := os.read(fd, min(1 << 20, want - size))):
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def read_bounded(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of the regular file at `path`, of at most `max_bytes` (FileReadError
    otherwise, with the reason in words)."""
    fd, _size = _open_regular(Path(path), max_bytes)
    try:
        data = _read_upto(fd, max_bytes + 1)
    except OSError as exc:
        raise FileReadError(f"cannot be read: {exc.strerror or exc}",
                            errno=exc.errno) from None
    finally:
        os.close(fd)
    if len(data) > max_bytes:                  # it grew while being read
        raise FileReadError(f"is too large (more than {max_bytes} bytes)", code="too_large")
    return data


def read_ends(path: Path | str, max_bytes: int, head: int, tail: int) -> tuple[bytes, bytes, int]:
    """The first `head` and the last `tail` bytes of the regular file at `path` (of at most
    `max_bytes`, as read_bounded checks it) and its size: a file's metadata without reading
    the rest of it."""
    fd, size = _open_regular(Path(path), max_bytes)
    try:
        first = _read_upto(fd, head)
        if size <= head:
            last = first[-tail:]
        else:
            os.lseek(fd, max(0, size - tail), os.SEEK_SET)
            last = _read_upto(fd, tail)
    except OSError as exc:
        raise FileReadError(f"cannot be read: {exc.strerror or exc}",
                            errno=exc.errno) from None
    finally:
        os.close(fd)
    return first, last, size
