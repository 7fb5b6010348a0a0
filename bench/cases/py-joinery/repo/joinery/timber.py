"""Species, sections and the lengths the timber yard sells."""

from dataclasses import dataclass

# Lengths the yard stocks, in mm: 1.8 m to 5.4 m in 300 mm steps.
STOCK_LENGTHS = tuple(range(1800, 5401, 300))

# Planing takes this much off a sawn board, in mm, on thickness and width.
PLANING_ALLOWANCE = (3, 5)


@dataclass(frozen=True)
class Species:
    key: str
    name: str
    # price of sawn timber, pence per cubic metre
    price_per_m3: int
    # kg per cubic metre, seasoned
    density: int
    hardwood: bool = True


SPECIES = {
    s.key: s
    for s in (
        Species("oak", "European oak", 310000, 720),
        Species("ash", "European ash", 190000, 680),
        Species("sapele", "Sapele", 205000, 640),
        Species("walnut", "American black walnut", 480000, 610),
        Species("redwood", "Scandinavian redwood", 62000, 510, hardwood=False),
    )
}


class UnknownSpecies(KeyError):
    pass


def species(key):
    try:
        return SPECIES[key.lower()]
    except KeyError:
        raise UnknownSpecies(key) from None


@dataclass(frozen=True, order=True)
class Section:
    """A finished (planed) cross-section, thickness by width, in mm."""

    thickness: int
    width: int

    def __post_init__(self):
        if self.thickness <= 0 or self.width <= 0:
            raise ValueError(f"bad section {self.thickness} x {self.width}")

    def sawn(self):
        """The sawn section that planes down to this one."""
        t, w = PLANING_ALLOWANCE
        return Section(self.thickness + t, self.width + w)

    def __str__(self):
        return f"{self.thickness} x {self.width}"


def volume_m3(section, length_mm):
    return section.thickness * section.width * length_mm / 1e9


def board_price(sp, section, length_mm):
    """Price in pence of one sawn board that planes to `section`."""
    return round(volume_m3(section.sawn(), length_mm) * sp.price_per_m3)


def board_weight(sp, section, length_mm):
    """Weight in kg of the sawn board, for the van."""
    return volume_m3(section.sawn(), length_mm) * sp.density


def shortest_stock_length(needed_mm, lengths=STOCK_LENGTHS):
    """The shortest stocked length at least `needed_mm` long, or None."""
    for length in sorted(lengths):
        if length >= needed_mm:
            return length
    return None
