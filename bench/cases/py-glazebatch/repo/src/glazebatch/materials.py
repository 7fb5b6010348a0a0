"""The studio's stock of raw materials: prices and hazards."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Material:
    name: str
    cost_per_kg: Decimal
    hazardous: bool = False


STOCK: dict[str, Material] = {
    m.name: m
    for m in (
        Material("custer feldspar", Decimal("2.10")),
        Material("nepheline syenite", Decimal("2.40")),
        Material("silica", Decimal("1.20"), hazardous=True),
        Material("whiting", Decimal("0.90")),
        Material("kaolin", Decimal("1.10")),
        Material("ball clay", Decimal("1.30")),
        Material("talc", Decimal("1.80")),
        Material("dolomite", Decimal("1.00")),
        Material("zinc oxide", Decimal("6.50")),
        Material("gerstley borate", Decimal("5.20")),
        Material("red iron oxide", Decimal("4.80")),
        Material("cobalt carbonate", Decimal("95.00"), hazardous=True),
        Material("copper carbonate", Decimal("22.00"), hazardous=True),
        Material("rutile", Decimal("7.40")),
        Material("tin oxide", Decimal("48.00")),
        Material("zircopax", Decimal("6.20")),
    )
}


class UnknownMaterial(KeyError):
    """A recipe names a material the studio does not stock."""


def normalise_name(name: str) -> str:
    """Lower case, single spaces: the form the stock table uses."""
    return " ".join(name.lower().split())


def lookup(name: str) -> Material:
    key = normalise_name(name)
    try:
        return STOCK[key]
    except KeyError:
        raise UnknownMaterial(name) from None


def is_hazardous(name: str) -> bool:
    return lookup(name).hazardous
