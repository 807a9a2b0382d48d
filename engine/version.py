"""Jiupai's version, in the lowest package so that every other one reads it without importing
the window: the app (gui/__init__.py re-exports it), the network host and guest (netplay/: the
`welcome`, `refused` and discovery's TXT record carry it), the wheel (pyproject.toml's dynamic
version) and the bundle (tools/build_bundle.py)."""
__version__ = "0.2.0"
