"""The species checklist: Bradley code, vernacular name and flight season."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Species:
    code: str
    name: str
    first_month: int
    last_month: int

    def in_season(self, month):
        """True if adults fly in the month; a season may run over the new year."""
        if self.first_month <= self.last_month:
            return self.first_month <= month <= self.last_month
        return month >= self.first_month or month <= self.last_month


CHECKLIST = {
    s.code: s
    for s in [
        Species("1728", "Garden Carpet", 4, 10),
        Species("1742", "Yellow Shell", 6, 8),
        Species("1799", "Winter Moth", 10, 1),
        Species("1981", "Poplar Hawk-moth", 5, 8),
        Species("2069", "Heart and Dart", 5, 8),
        Species("2089", "Heart and Club", 6, 7),
        Species("2107", "Large Yellow Underwing", 6, 10),
        Species("2126", "Setaceous Hebrew Character", 5, 10),
        Species("2160", "Bright-line Brown-eye", 5, 8),
        Species("2190", "Hebrew Character", 3, 4),
        Species("2321", "Dark Arches", 6, 8),
        Species("2441", "Silver Y", 5, 10),
    ]
}


def lookup(code):
    """The checklist entry for a code; KeyError names the unknown code."""
    try:
        return CHECKLIST[code]
    except KeyError:
        raise KeyError(f"unknown species code {code!r}") from None
