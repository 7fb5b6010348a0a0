"""Vessels calling at the harbour."""

from dataclasses import dataclass

KINDS = ("general cargo", "bulk carrier", "tanker", "container", "ro-ro", "fishing", "work boat")


def imo_check_digit(first_six: str) -> int:
    """The seventh digit of an IMO ship number: the weighted sum of the first six
    digits (weights 7 down to 2), modulo 10."""
    if len(first_six) != 6 or not first_six.isdigit():
        raise ValueError(f"need six digits, got {first_six!r}")
    weighted = sum(int(d) * w for d, w in zip(first_six, range(7, 1, -1)))
    return weighted % 10


def valid_imo(number: str) -> bool:
    number = number.strip().upper()
    if number.startswith("IMO"):
        number = number[3:].strip()
    if len(number) != 7 or not number.isdigit():
        return False
    return imo_check_digit(number[:6]) == int(number[6])


@dataclass(frozen=True)
class Vessel:
    name: str
    imo: str
    gross_tonnage: int
    length_overall_m: float
    kind: str = "general cargo"

    def __post_init__(self):
        if not valid_imo(self.imo):
            raise ValueError(f"{self.name}: bad IMO number {self.imo}")
        if self.gross_tonnage <= 0:
            raise ValueError(f"{self.name}: gross tonnage must be positive")
        if self.length_overall_m <= 0:
            raise ValueError(f"{self.name}: length overall must be positive")
        if self.kind not in KINDS:
            raise ValueError(f"{self.name}: unknown kind {self.kind!r}")

    @property
    def billable_length_m(self) -> int:
        """Berth hire is charged on whole metres, part metres rounded up."""
        whole = int(self.length_overall_m)
        return whole if whole == self.length_overall_m else whole + 1
