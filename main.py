#!/usr/bin/env python3
"""九牌 Jiupai: double-click or `python main.py` to play."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gui.app import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
