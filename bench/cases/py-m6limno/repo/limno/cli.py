"""limno CAST.csv [CAST.csv ...]: print the summary of each cast."""

from __future__ import annotations

import argparse
import sys

from .profile import parse_profile
from .report import render


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="limno", description=__doc__)
    parser.add_argument("casts", nargs="+", help="sonde exports (CSV with # headers)")
    args = parser.parse_args(argv)
    status = 0
    for number, path in enumerate(args.casts):
        try:
            with open(path, encoding="utf-8") as handle:
                profile = parse_profile(handle.read())
        except (OSError, ValueError) as error:
            print(f"limno: {path}: {error}", file=sys.stderr)
            status = 1
            continue
        if number:
            print()
        sys.stdout.write(render(profile))
    return status


if __name__ == "__main__":
    raise SystemExit(main())
