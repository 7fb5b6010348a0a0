"""Fibres and the skeins made of them."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Fibre:
    name: str
    kind: str  # "protein" (animal) or "cellulose" (plant)


FIBRES = {
    "merino": Fibre("merino", "protein"),
    "bluefaced leicester": Fibre("bluefaced leicester", "protein"),
    "silk": Fibre("silk", "protein"),
    "alpaca": Fibre("alpaca", "protein"),
    "cotton": Fibre("cotton", "cellulose"),
    "linen": Fibre("linen", "cellulose"),
}


@dataclass(frozen=True)
class Skein:
    label: str
    fibre: Fibre
    dry_g: float

    def __post_init__(self):
        if self.dry_g <= 0:
            raise ValueError(f"{self.label}: a skein weighs something, not {self.dry_g} g")


def skein(label, fibre, dry_g):
    """A skein of a fibre named in FIBRES."""
    try:
        return Skein(label, FIBRES[fibre], float(dry_g))
    except KeyError:
        raise ValueError(f"{label}: unknown fibre {fibre!r}") from None


def weight_of_fibre(skeins):
    """WOF: the dry weight of all the skeins going into one pot."""
    return sum(s.dry_g for s in skeins)
