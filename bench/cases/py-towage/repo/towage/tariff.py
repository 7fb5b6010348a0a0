"""The towage tariff: charges per tug per movement, surcharges, waiting time and cancellations."""

from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP

from .vessels import tonnage_band

PENNY = Decimal("0.01")

# Charge per tug per movement, by gross tonnage band (GBP).
BASE_RATES = {
    "A": Decimal("1450.00"),
    "B": Decimal("1980.00"),
    "C": Decimal("2650.00"),
    "D": Decimal("3300.00"),
    "E": Decimal("4100.00"),
}

UNSOCIAL_SURCHARGE = Decimal("0.25")  # Sundays and nights
NIGHT_STARTS = 22  # hour
NIGHT_ENDS = 6  # hour
WAITING_RATE = Decimal("180.00")  # per tug per started half hour
WAITING_FREE_MINUTES = 30
FUEL_SURCHARGE = Decimal("0.045")
CANCELLATION_NOTICE_HOURS = 2
CANCELLATION_SHARE = Decimal("0.50")


def money(amount):
    return Decimal(amount).quantize(PENNY, rounding=ROUND_HALF_UP)


@dataclass
class Charge:
    description: str
    amount: Decimal


@dataclass
class Quote:
    tugs: int
    band: str
    charges: list = field(default_factory=list)

    @property
    def total(self):
        return money(sum((c.amount for c in self.charges), Decimal("0")))

    def add(self, description, amount):
        amount = money(amount)
        if amount:
            self.charges.append(Charge(description, amount))


def unsocial(start):
    """Whether a movement starting at `start` is charged the unsocial hours surcharge."""
    if start.weekday() == 6:
        return True
    return start.hour >= NIGHT_STARTS or start.hour < NIGHT_ENDS


def waiting_units(minutes):
    """Chargeable half hours of waiting: the first half hour is free, then each
    started half hour counts."""
    billable = max(0, minutes - WAITING_FREE_MINUTES)
    return -(-billable // 30)


def price(vessel, tugs, start, waiting_minutes=0, fuel_surcharge=FUEL_SURCHARGE):
    """Price a movement with `tugs` tugs starting at `start`."""
    band = tonnage_band(vessel.gross_tonnage)
    quote = Quote(tugs=tugs, band=band)
    if tugs == 0:
        return quote
    base = BASE_RATES[band] * tugs
    quote.add(f"Towage, {tugs} tug(s), band {band}", base)
    if unsocial(start):
        quote.add("Unsocial hours surcharge", base * UNSOCIAL_SURCHARGE)
    units = waiting_units(waiting_minutes)
    if units:
        quote.add(f"Waiting time, {units} half hour(s)", WAITING_RATE * units * tugs)
    quote.add("Fuel surcharge", base * fuel_surcharge)
    return quote


def cancellation(vessel, tugs, notice_hours):
    """Charge for a movement cancelled `notice_hours` before it was due."""
    band = tonnage_band(vessel.gross_tonnage)
    quote = Quote(tugs=tugs, band=band)
    if notice_hours < CANCELLATION_NOTICE_HOURS and tugs:
        quote.add("Late cancellation", BASE_RATES[band] * tugs * CANCELLATION_SHARE)
    return quote
