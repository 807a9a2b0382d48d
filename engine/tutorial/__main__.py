"""`python -m engine.tutorial resources/lessons/<game>.json …` (cli.py)."""
from .cli import main

raise SystemExit(main())
