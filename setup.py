"""Build hook: the wheel carries resources/ and translations/ inside the `gui` package.

The repository keeps them at its top level (the design's layout); an installed package has no
top level of its own, so `build_py` copies both folders to `gui/resources` and
`gui/translations` in the build, where `gui.paths` finds them through importlib.resources.
Everything else is declared in pyproject.toml.
"""
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: The data files that ship: rules texts, icons, launcher and metainfo, sound effects (and
#: their licence note), the tutorial's lessons (resources/lessons/*.json), compiled translations.
DATA = {"resources": ("*.md", "*.svg", "*.png", "*.desktop", "*.xml", "*.wav", "*.json"),
        "translations": ("*.qm",)}


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads the checkout's folders directly
            return
        for folder, patterns in DATA.items():
            for pattern in patterns:
                for source in sorted((ROOT / folder).rglob(pattern)):
                    target = Path(self.build_lib, "gui", source.relative_to(ROOT))
                    self.mkpath(str(target.parent))
                    self.copy_file(str(source), str(target))


setup(cmdclass={"build_py": BuildWithData})
