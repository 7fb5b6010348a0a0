"""python -m mothtrap LOG [--csv]"""

import argparse
import sys

from .log import LogError, parse_log
from .records import to_csv
from .report import render


def main(argv=None, out=None):
    out = out or sys.stdout
    parser = argparse.ArgumentParser(prog="mothtrap", description=__doc__)
    parser.add_argument("log", help="the trap log")
    parser.add_argument("--csv", action="store_true", help="print the county recorder's rows")
    args = parser.parse_args(argv)
    try:
        with open(args.log, encoding="utf-8") as handle:
            nights = parse_log(handle.read())
    except (OSError, LogError) as exc:
        print(f"mothtrap: {exc}", file=sys.stderr)
        return 1
    out.write(to_csv(nights) if args.csv else render(nights))
    return 0
