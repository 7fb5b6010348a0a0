"""ringing LOG.csv --stock STOCK [--known RINGS.txt]: the captures and the summary of a day."""

from __future__ import annotations

import argparse
import sys

from .captures import process
from .log import parse_log
from .rings import RingStock
from .summary import render


def parse_stock(specs: list[str]) -> RingStock:
    """Ring stock from "SIZE:FIRST:COUNT" items, such as "A:X123400:100"."""
    stock = RingStock()
    for spec in specs:
        size, first, count = spec.split(":")
        stock.add(size, first, int(count))
    return stock


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ringing")
    parser.add_argument("log")
    parser.add_argument("--stock", action="append", default=[], help="SIZE:FIRST:COUNT")
    parser.add_argument("--known", help="a file of the rings already on the station's birds")
    args = parser.parse_args(argv)

    with open(args.log, encoding="utf-8") as f:
        lines = parse_log(f.read())
    known: set[str] = set()
    if args.known:
        with open(args.known, encoding="utf-8") as f:
            known = {line.strip().upper() for line in f if line.strip()}
    captures = process(lines, parse_stock(args.stock), known)
    for c in captures:
        status = "retrap" if c.retrap else "new"
        print(f"{c.time} {c.species:<6} {c.ring:<9} {status:<6} age {c.age}  "
              f"wing {c.bio.wing_mm}  mass {c.bio.mass_g}  fat {c.bio.fat}")
    print()
    sys.stdout.write(render(captures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
