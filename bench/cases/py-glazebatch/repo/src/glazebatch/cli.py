"""glazebatch batch RECIPE --grams N | glazebatch kiln PIECES.csv --shelves N"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from glazebatch.kiln import plan_load, read_pieces
from glazebatch.materials import UnknownMaterial
from glazebatch.recipes import RecipeError, parse_recipe
from glazebatch.report import render_batch, render_load


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="glazebatch")
    sub = parser.add_subparsers(dest="command", required=True)
    batch = sub.add_parser("batch", help="print the weighing sheet of a batch")
    batch.add_argument("recipe", type=Path)
    batch.add_argument("--grams", type=float, default=1000.0)
    kiln = sub.add_parser("kiln", help="plan a kiln load")
    kiln.add_argument("pieces", type=Path)
    kiln.add_argument("--shelves", type=int, default=4)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "batch":
            recipe = parse_recipe(args.recipe.read_text(encoding="utf-8"))
            sys.stdout.write(render_batch(recipe, args.grams))
        else:
            shelves, left = plan_load(read_pieces(args.pieces.read_text(encoding="utf-8")), args.shelves)
            sys.stdout.write(render_load(shelves, left))
    except (RecipeError, UnknownMaterial, ValueError, OSError) as exc:
        print(f"glazebatch: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
