"""cropspray CATALOGUE PRODUCT FIELD AREA CROP [--water L] [--tank L]: print the job sheet."""

from __future__ import annotations

import argparse
import sys

from .fields import Field
from .products import load_catalogue
from .report import job_sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cropspray")
    parser.add_argument("catalogue")
    parser.add_argument("product")
    parser.add_argument("field")
    parser.add_argument("area", type=float)
    parser.add_argument("crop")
    parser.add_argument("--water", type=float, default=200.0, help="water volume, l/ha")
    parser.add_argument("--tank", type=float, default=3000.0, help="tank size, l")
    parser.add_argument("--watercourse", action="store_true")
    args = parser.parse_args(argv)

    catalogue = load_catalogue(args.catalogue)
    if args.product not in catalogue:
        print(f"cropspray: no product {args.product!r} in the catalogue", file=sys.stderr)
        return 2
    field = Field(args.field, args.area, args.crop, watercourse=args.watercourse)
    print(job_sheet(field, catalogue[args.product], args.water, args.tank))
    return 0


if __name__ == "__main__":
    sys.exit(main())
