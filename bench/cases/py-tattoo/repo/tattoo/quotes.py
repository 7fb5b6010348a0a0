"""Estimating time and price for a design.

Time comes from the area of the design and how fast the style goes
(square centimetres an hour), made longer by awkward placements and
cover-ups, and rounded up to the half hour.
"""

from dataclasses import dataclass
from decimal import Decimal

from .artists import Artist
from .money import round_up_to

# square centimetres an artist covers in an hour
STYLES = {
    "linework": Decimal(40),
    "blackwork": Decimal(20),
    "colour": Decimal(14),
    "realism": Decimal(9),
}

# how much longer the same design takes on this part of the body
PLACEMENTS = {
    "forearm": Decimal("1.0"),
    "upper arm": Decimal("1.0"),
    "calf": Decimal("1.0"),
    "thigh": Decimal("1.0"),
    "back": Decimal("1.1"),
    "chest": Decimal("1.2"),
    "hand": Decimal("1.3"),
    "foot": Decimal("1.3"),
    "neck": Decimal("1.3"),
    "ribs": Decimal("1.4"),
}

COVER_UP_FACTOR = Decimal("1.25")
HALF_HOUR = Decimal("0.5")
PRICE_STEP = Decimal(5)


class QuoteError(ValueError):
    pass


@dataclass(frozen=True)
class Design:
    width_cm: Decimal
    height_cm: Decimal
    style: str
    placement: str
    cover_up: bool = False

    @property
    def area(self) -> Decimal:
        return Decimal(self.width_cm) * Decimal(self.height_cm)


@dataclass(frozen=True)
class Quote:
    artist: Artist
    design: Design
    hours: Decimal
    price: Decimal


def estimate_hours(design: Design) -> Decimal:
    try:
        speed = STYLES[design.style]
    except KeyError:
        raise QuoteError(f"unknown style {design.style!r}") from None
    try:
        factor = PLACEMENTS[design.placement]
    except KeyError:
        raise QuoteError(f"unknown placement {design.placement!r}") from None
    if design.area <= 0:
        raise QuoteError("design has no area")
    hours = design.area / speed * factor
    if design.cover_up:
        hours *= COVER_UP_FACTOR
    return max(HALF_HOUR, round_up_to(hours, HALF_HOUR))


def quote(artist: Artist, design: Design) -> Quote:
    if not artist.does(design.style):
        raise QuoteError(f"{artist.name} does not tattoo {design.style}")
    hours = estimate_hours(design)
    price = round_up_to(hours * artist.hourly_rate, PRICE_STEP)
    return Quote(artist, design, hours, max(price, artist.minimum_charge))
