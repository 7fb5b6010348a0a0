"""The fee schedule: annual fees by stage, billed in three equal terms."""

from dataclasses import dataclass, field
from decimal import Decimal

from .money import pounds

YEAR_GROUPS = ["Reception"] + [f"Year {n}" for n in range(1, 14)]

STAGES = {
    "pre-prep": YEAR_GROUPS[0:3],   # Reception to Year 2
    "prep": YEAR_GROUPS[3:7],       # Years 3 to 6
    "senior": YEAR_GROUPS[7:12],    # Years 7 to 11
    "sixth form": YEAR_GROUPS[12:14],
}

TERMS_PER_YEAR = 3


def stage(year_group: str) -> str:
    for name, groups in STAGES.items():
        if year_group in groups:
            return name
    raise ValueError(f"unknown year group {year_group!r}")


@dataclass(frozen=True)
class FeeSchedule:
    annual: dict = field(default_factory=dict)
    registration: Decimal = pounds(150)
    deposit: Decimal = pounds(1000)

    def annual_fee(self, year_group: str) -> Decimal:
        return self.annual[stage(year_group)]

    def term_fee(self, year_group: str) -> Decimal:
        return pounds(self.annual_fee(year_group) / TERMS_PER_YEAR)


STANDARD = FeeSchedule(
    annual={
        "pre-prep": pounds(12600),
        "prep": pounds(16950),
        "senior": pounds(21480),
        "sixth form": pounds(22890),
    }
)
