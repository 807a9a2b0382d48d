"""Run every bench module and print its figures. Usage: python -m bench [module-suffix ...]"""
import importlib
import platform
import sys

from bench import MODULES, OPT_IN
from bench.common import Report


def main(argv: list[str]) -> None:
    print(f"# Jiupai bench — Python {platform.python_version()} on {platform.machine()}, "
          f"{platform.processor() or platform.platform()}")
    report = Report()
    for name in MODULES + OPT_IN:
        if (argv or name in OPT_IN) and not any(name.endswith(a) for a in argv):
            continue
        importlib.import_module(name).run(report)


if __name__ == "__main__":
    main(sys.argv[1:])
