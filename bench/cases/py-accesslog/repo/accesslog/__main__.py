"""python -m accesslog FILE..."""

from __future__ import annotations

import sys

from accesslog.parser import parse_lines
from accesslog.report import format_summary
from accesslog.stats import summarize


def main(argv: list[str]) -> int:
    entries = []
    bad = 0
    for name in argv or ["-"]:
        stream = sys.stdin if name == "-" else open(name, encoding="utf-8", errors="replace")
        with stream:
            got, missed = parse_lines(stream)
        entries.extend(got)
        bad += missed
    print(format_summary(summarize(entries, bad)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
