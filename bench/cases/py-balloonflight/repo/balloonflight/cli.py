"""balloonflight WINDS --leg ALT:MIN ... prints the predicted landing."""

import argparse
import sys
from pathlib import Path

from .track import Leg, landing
from .winds import parse_profile


def parse_leg(text: str) -> Leg:
    altitude, minutes = text.split(":")
    return Leg(float(altitude), float(minutes))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="balloonflight")
    parser.add_argument("winds", type=Path, help="forecast layers, one `base-top dir/speed` a line")
    parser.add_argument("--leg", type=parse_leg, action="append", required=True,
                        help="ALT:MIN, height above sea level in feet and minutes flown")
    args = parser.parse_args(argv)
    profile = parse_profile(args.winds.read_text())
    try:
        distance, bearing = landing(profile, args.leg)
    except ValueError as err:
        print(f"balloonflight: {err}", file=sys.stderr)
        return 1
    print(f"landing {distance} km on a bearing of {bearing:03.0f}°")
    return 0
