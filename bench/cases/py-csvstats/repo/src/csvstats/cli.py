"""The `csvstats` command."""

import argparse
import sys
from pathlib import Path

from csvstats.reader import ColumnError, read_column
from csvstats.stats import summarise


def render(name: str, text: str) -> str:
    """The report for one column of CSV text."""
    s = summarise(read_column(text, name))
    return (
        f"{name}: n={s.count} mean={s.mean:.2f} median={s.median:.2f} "
        f"sd={s.stdev:.2f} range=[{s.low:g}, {s.high:g}]"
    )


def main(argv: list[str] | None = None) -> int:
    """Print the summary of one column; exit 1 on a bad column."""
    parser = argparse.ArgumentParser(prog="csvstats")
    parser.add_argument("file", type=Path)
    parser.add_argument("--column", required=True)
    args = parser.parse_args(argv)
    try:
        print(render(args.column, args.file.read_text()))
    except (ColumnError, ValueError) as exc:
        print(f"csvstats: {exc}", file=sys.stderr)
        return 1
    return 0
