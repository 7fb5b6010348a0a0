import argparse

from . import isopach, pits, report


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tephra")
    ap.add_argument("pits")
    ap.add_argument("isopachs")
    ap.add_argument("--vent", nargs=2, type=float, metavar=("LAT", "LON"), required=True)
    ap.add_argument("--density", type=float, default=1000.0)
    args = ap.parse_args(argv)
    with open(args.pits, newline="") as f:
        pit_list = pits.read_pits(f)
    with open(args.isopachs) as f:
        iso = isopach.read_isopachs(f)
    print(report.summary(tuple(args.vent), pit_list, iso, args.density))


if __name__ == "__main__":
    main()
