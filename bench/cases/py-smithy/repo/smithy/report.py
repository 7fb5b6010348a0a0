"""The cut list as text, and the `smithy` command."""

from __future__ import annotations

import argparse
import sys

from smithy.cutlist import JobError, pack, parse_job, total_weight_kg
from smithy.units import format_length


def render(text: str) -> str:
    pieces = parse_job(text)
    lines = ["Cut list", ""]
    for p in pieces:
        lines.append(f"{p.qty:>3} x {p.name:<22} {p.bar.label:<16} {format_length(p.length_mm):>10}")
    lines.append("")
    lines.append("Stock to buy")
    for bar, stock in pack(pieces).items():
        offcut = sum(s.offcut_mm for s in stock)
        lines.append(f"  {bar.label:<16} {len(stock)} x 6 m, offcut {format_length(offcut)}")
    lines.append("")
    lines.append(f"Steel in the job: {total_weight_kg(pieces):.2f} kg")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="smithy", description="Cut list for a job sheet")
    parser.add_argument("job", help="job sheet file, '-' for standard input")
    args = parser.parse_args(argv)
    text = sys.stdin.read() if args.job == "-" else open(args.job, encoding="utf-8").read()
    try:
        print(render(text))
    except JobError as exc:
        print(f"smithy: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
