"""Reading a trap log: a header line per night, then one line per species caught.

    night 2026-06-14 site=garden trap=MV min=12C wind=2 cloud=6
    2069 14
    2107 3
"""

from dataclasses import dataclass, field
from datetime import date

from .species import lookup
from .weather import parse_temp


@dataclass
class Night:
    date: date
    site: str
    trap: str
    min_temp: float
    wind: int
    cloud: int
    catches: dict = field(default_factory=dict)

    @property
    def total(self):
        return sum(self.catches.values())


class LogError(ValueError):
    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno


def _header(lineno, words):
    fields = {}
    for word in words[2:]:
        key, sep, value = word.partition("=")
        if not sep:
            raise LogError(lineno, f"expected key=value, got {word!r}")
        fields[key] = value
    missing = {"site", "trap", "min", "wind", "cloud"} - fields.keys()
    if missing:
        raise LogError(lineno, "missing " + ", ".join(sorted(missing)))
    try:
        return Night(
            date=date.fromisoformat(words[1]),
            site=fields["site"],
            trap=fields["trap"],
            min_temp=parse_temp(fields["min"]),
            wind=int(fields["wind"]),
            cloud=int(fields["cloud"]),
        )
    except ValueError as exc:
        raise LogError(lineno, str(exc)) from None


def parse_log(text):
    """The nights of a log, in the order written; a species twice in a night adds up."""
    nights = []
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0] == "night":
            if len(words) < 2:
                raise LogError(lineno, "night without a date")
            nights.append(_header(lineno, words))
            continue
        if not nights:
            raise LogError(lineno, "catch before the first night")
        if len(words) != 2 or not words[1].isdigit():
            raise LogError(lineno, f"expected 'code count', got {line!r}")
        try:
            lookup(words[0])
        except KeyError as exc:
            raise LogError(lineno, exc.args[0]) from None
        catches = nights[-1].catches
        catches[words[0]] = catches.get(words[0], 0) + int(words[1])
    return nights
