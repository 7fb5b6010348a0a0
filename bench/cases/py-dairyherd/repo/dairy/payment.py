"""The milk cheque: what the buyer pays for the month's collections."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Collection:
    """One tanker collection, as on the buyer's sheet."""

    day: object
    litres: float
    fat_pct: float
    protein_pct: float
    scc: int  # thousand cells per ml


@dataclass
class Contract:
    base_ppl: float  # pence per litre at the standard constituents
    std_fat: float = 4.0
    std_protein: float = 3.3
    fat_ppl: float = 0.25  # pence per litre for each 0.1% of fat over or under
    protein_ppl: float = 0.40  # the same for protein
    # (upper limit of the band, pence per litre deducted), the last without a limit
    scc_bands: list = field(
        default_factory=lambda: [(200, 0.0), (250, 0.5), (300, 1.0), (400, 2.0), (None, 4.0)]
    )

    def constituents(self, fat_pct, protein_pct):
        """Pence per litre added (or taken off) for fat and protein."""
        fat = (fat_pct - self.std_fat) * 10 * self.fat_ppl
        protein = (protein_pct - self.std_protein) * 10 * self.protein_ppl
        return fat + protein

    def scc_deduction(self, scc):
        for limit, ppl in self.scc_bands:
            if limit is None or scc <= limit:
                return ppl
        raise ValueError("scc bands must end with an open band")

    def price(self, collection):
        """Pence per litre for one collection."""
        return (
            self.base_ppl
            + self.constituents(collection.fat_pct, collection.protein_pct)
            - self.scc_deduction(collection.scc)
        )


@dataclass
class Statement:
    litres: float
    value: float  # pounds
    lines: list  # (day, litres, ppl, pounds)

    @property
    def average_ppl(self):
        return 100 * self.value / self.litres if self.litres else 0.0


def statement(collections, contract):
    """Price each collection and add the month up."""
    lines = []
    litres = 0.0
    value = 0.0
    for c in sorted(collections, key=lambda c: c.day):
        ppl = contract.price(c)
        pounds = round(ppl * c.litres / 100, 2)
        lines.append((c.day, c.litres, round(ppl, 3), pounds))
        litres += c.litres
        value += pounds
    return Statement(litres=litres, value=round(value, 2), lines=lines)
