"""Command line: `seedswap stock FILE` and `seedswap low FILE --below GRAMS`."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from seedswap.catalog import Catalog
from seedswap.report import low_rows, render, stock_rows
from seedswap.stockfile import read_stock


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="seedswap")
    sub = parser.add_subparsers(dest="command", required=True)
    stock = sub.add_parser("stock", help="what can be promised, variety by variety")
    stock.add_argument("file", type=Path)
    low = sub.add_parser("low", help="varieties running low")
    low.add_argument("file", type=Path)
    low.add_argument("--below", type=int, default=50, help="grams (default 50)")
    return parser


def main(argv: list[str] | None = None, today: date | None = None) -> int:
    args = build_parser().parse_args(argv)
    today = today or date.today()
    catalog = Catalog(read_stock(args.file))
    if args.command == "stock":
        sys.stdout.write(render(stock_rows(catalog, today)))
    else:
        sys.stdout.write(render(low_rows(catalog.low_stock(args.below, today), catalog, today)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
