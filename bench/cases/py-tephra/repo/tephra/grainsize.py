"""Grain size of sieved samples on the phi scale (phi = -log2 of the diameter in mm)."""

import math


def phi(diameter_mm):
    return -math.log2(diameter_mm)


def diameter_mm(phi_value):
    return 2.0 ** -phi_value


def cumulative(sieves):
    """Cumulative weight percent coarser than each sieve.

    `sieves` is a list of (phi, grams retained) from coarse to fine.
    Returns a list of (phi, cumulative percent).
    """
    total = sum(g for _, g in sieves)
    if total <= 0:
        raise ValueError("no sample retained")
    out, run = [], 0.0
    for p, g in sieves:
        run += g
        out.append((p, 100.0 * run / total))
    return out


def percentile(curve, pct):
    """The phi at which the cumulative curve reaches pct, linearly interpolated."""
    prev_phi, prev_pct = None, 0.0
    for p, c in curve:
        if c >= pct:
            if prev_phi is None or c == prev_pct:
                return p
            return prev_phi + (pct - prev_pct) * (p - prev_phi) / (c - prev_pct)
        prev_phi, prev_pct = p, c
    return curve[-1][0]


def median_phi(sieves):
    return percentile(cumulative(sieves), 50.0)


def inman(sieves):
    """Inman (1952) median and sorting: Md = phi50, sigma = (phi84 - phi16) / 2."""
    curve = cumulative(sieves)
    p16, p50, p84 = (percentile(curve, x) for x in (16.0, 50.0, 84.0))
    return p50, (p84 - p16) / 2.0
