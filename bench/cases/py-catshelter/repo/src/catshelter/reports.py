"""The weekly report for the trustees."""

from __future__ import annotations

from datetime import date
from typing import Iterable

from .models import Cat, Status
from .vetcare import needs_first_vaccination, needs_neutering


def weekly_report(cats: Iterable[Cat], on: date) -> str:
    cats = list(cats)
    in_care = [c for c in cats if c.status is Status.IN_CARE]
    reserved = [c for c in cats if c.status is Status.RESERVED]
    lines = [
        f"Week ending {on:%d %B %Y}",
        f"In care: {len(in_care)}, reserved: {len(reserved)}",
    ]
    longest = sorted(in_care, key=lambda c: (c.arrived, c.ref))[:3]
    if longest:
        lines.append("Longest in care: " + ", ".join(f"{c.name} ({c.days_in_care(on)} days)" for c in longest))
    unvaccinated = needs_first_vaccination(cats)
    if unvaccinated:
        lines.append("Need first vaccination: " + ", ".join(c.name for c in unvaccinated))
    to_neuter = needs_neutering(cats, on)
    if to_neuter:
        lines.append("Need neutering: " + ", ".join(c.name for c in to_neuter))
    return "\n".join(lines) + "\n"
