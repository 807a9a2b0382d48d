"""Run every bench module and print its figures. Usage: python -m bench [module-suffix ...];
`python -m bench arena --help` for the bot-strength matches."""
import importlib
import platform
import sys

from bench import MODULES, OPT_IN
from bench.common import Report


def main(argv: list[str]) -> None:
    if argv[:1] == ["arena"]:      # bot strength: python -m bench arena [--game ID] [--games N]
        from bench.arena import main as arena
        arena(argv[1:])
        return
    print(f"# Jiupai bench — Python {platform.python_version()} on {platform.machine()}, "
          f"{platform.processor() or platform.platform()}")
    report = Report()
    for name in MODULES + OPT_IN:
        if (argv or name in OPT_IN) and not any(name.endswith(a) for a in argv):
            continue
        importlib.import_module(name).run(report)


if __name__ == "__main__":
    main(sys.argv[1:])
