"""`python -m gui`: start Jiupai (the same as the `jiupai` command)."""
import sys

from gui.app import main

sys.exit(main())
