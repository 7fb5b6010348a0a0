"""python -m coldstore MANIFEST --customer C --period-end YYYY-MM-DD"""

import argparse
import sys
from datetime import date

from .invoice import build_invoice, render
from .lots import parse_manifest


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="coldstore")
    parser.add_argument("manifest")
    parser.add_argument("--customer", required=True)
    parser.add_argument("--period-end", required=True, type=date.fromisoformat)
    args = parser.parse_args(argv)
    with open(args.manifest, newline="") as f:
        lots = parse_manifest(f)
    print(render(build_invoice(args.customer, lots, args.period_end)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
