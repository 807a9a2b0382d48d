#!/usr/bin/env python3
"""九牌 Jiupai: double-click or `python main.py` to play."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from netplay import COMMANDS as NETWORK_COMMANDS  # noqa: E402

if __name__ == "__main__" and sys.argv[1:2] and sys.argv[1] in NETWORK_COMMANDS:
    # `python main.py host …`: a network table without a window, so without importing Qt
    from netplay.cli import main as network_main
    sys.exit(network_main(sys.argv[1:]))

from gui.app import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
