#!/usr/bin/env python3
"""九牌 Jiupai: double-click or `python main.py` to play."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gui.system.commands import run as run_command  # noqa: E402  (imports no Qt)

if __name__ == "__main__":
    # `python main.py host …`: a command (gui/system/commands.py), so without importing Qt
    status = run_command(sys.argv)
    if status is not None:
        sys.exit(status)

from gui.app import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
