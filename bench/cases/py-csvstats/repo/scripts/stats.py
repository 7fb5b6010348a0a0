#!/usr/bin/env python3
"""Legacy nightly script: prints the median price of yesterday's export (superseded by the csvstats package)."""

import csv
import sys


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        prices = [float(row["price"]) for row in csv.DictReader(f) if row["price"]]
    print(f"median price: {median(prices):.2f}")
