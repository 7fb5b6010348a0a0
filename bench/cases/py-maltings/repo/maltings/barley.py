"""Barley lots as they arrive, and the intake checks made on the weighbridge."""

from dataclasses import dataclass, field

from . import units


@dataclass(frozen=True)
class IntakeSpec:
    """Limits a lot must meet to be taken in for malting."""

    max_moisture: float = 15.0
    min_nitrogen: float = 1.45
    max_nitrogen: float = 1.75
    min_germinative_energy: float = 96.0
    max_screenings: float = 3.0
    min_specific_weight: float = 62.0  # kg/hl


DISTILLING = IntakeSpec(min_nitrogen=1.35, max_nitrogen=1.60)
BREWING = IntakeSpec()


@dataclass
class BarleyLot:
    lot_id: str
    variety: str
    supplier: str
    tonnes: float
    moisture: float  # % as received
    nitrogen: float  # % on dry matter
    germinative_energy: float  # % of grains chitting in the 3-day test
    screenings: float  # % through the 2.25 mm sieve
    specific_weight: float  # kg/hl
    notes: list = field(default_factory=list)

    @property
    def protein(self):
        return units.nitrogen_to_protein(self.nitrogen)

    @property
    def dry_tonnes(self):
        return units.dry_matter(self.tonnes, self.moisture)


def assess(lot, spec=BREWING):
    """Reasons to reject `lot` against `spec`; an empty list means accept."""
    reasons = []
    if lot.moisture > spec.max_moisture:
        reasons.append(f"moisture {lot.moisture:.1f}% over {spec.max_moisture:.1f}%")
    if lot.nitrogen < spec.min_nitrogen:
        reasons.append(f"nitrogen {lot.nitrogen:.2f}% under {spec.min_nitrogen:.2f}%")
    if lot.nitrogen > spec.max_nitrogen:
        reasons.append(f"nitrogen {lot.nitrogen:.2f}% over {spec.max_nitrogen:.2f}%")
    if lot.germinative_energy < spec.min_germinative_energy:
        reasons.append(
            f"germinative energy {lot.germinative_energy:.0f}% under "
            f"{spec.min_germinative_energy:.0f}%"
        )
    if lot.screenings > spec.max_screenings:
        reasons.append(f"screenings {lot.screenings:.1f}% over {spec.max_screenings:.1f}%")
    if lot.specific_weight < spec.min_specific_weight:
        reasons.append(
            f"specific weight {lot.specific_weight:.1f} under {spec.min_specific_weight:.1f} kg/hl"
        )
    return reasons


def cleaned_tonnes(lot):
    """What is left to steep once the screenings are taken out."""
    return lot.tonnes * (100.0 - lot.screenings) / 100.0


def blend(lots, lot_id):
    """Combine lots of one variety into a single steeping lot, weighting by tonnes."""
    if not lots:
        raise ValueError("nothing to blend")
    varieties = {lot.variety for lot in lots}
    if len(varieties) != 1:
        raise ValueError(f"cannot blend varieties {sorted(varieties)}")
    total = sum(lot.tonnes for lot in lots)

    def weighted(attr):
        return sum(getattr(lot, attr) * lot.tonnes for lot in lots) / total

    return BarleyLot(
        lot_id=lot_id,
        variety=lots[0].variety,
        supplier="+".join(sorted({lot.supplier for lot in lots})),
        tonnes=total,
        moisture=weighted("moisture"),
        nitrogen=weighted("nitrogen"),
        germinative_energy=weighted("germinative_energy"),
        screenings=weighted("screenings"),
        specific_weight=weighted("specific_weight"),
    )
