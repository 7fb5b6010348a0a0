"""From the parts of a piece of furniture to the boards to buy and the
cuts to make in each."""

from dataclasses import dataclass, field

from . import timber
from .units import parse_length

# Lost to each saw cut, mm.
DEFAULT_KERF = 4
# Added to each part's finished length so it can be trimmed square, mm.
DEFAULT_OVERSIZE = 20


class CutListError(ValueError):
    pass


@dataclass(frozen=True)
class Part:
    name: str
    quantity: int
    length: float
    section: timber.Section
    species: timber.Species

    @classmethod
    def parse(cls, line):
        """Parse a cutting list row: 'Door stile, 2, 1980, 45x95, oak'."""
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 5:
            raise CutListError(f"want name, quantity, length, section, species: {line!r}")
        name, quantity, length, section, species = fields
        try:
            quantity = int(quantity)
        except ValueError:
            raise CutListError(f"bad quantity {quantity!r} in {line!r}") from None
        if quantity < 1:
            raise CutListError(f"quantity must be at least 1 in {line!r}")
        try:
            thickness, width = (int(x) for x in section.lower().split("x"))
        except ValueError:
            raise CutListError(f"bad section {section!r} in {line!r}") from None
        return cls(
            name=name,
            quantity=quantity,
            length=parse_length(length),
            section=timber.Section(thickness, width),
            species=timber.species(species),
        )


@dataclass
class Cut:
    part: str
    length: float


@dataclass
class Board:
    species: timber.Species
    section: timber.Section
    length: int
    kerf: float = DEFAULT_KERF
    cuts: list = field(default_factory=list)

    @property
    def used(self):
        """Length taken by the cuts so far, with a kerf for each."""
        return sum(c.length for c in self.cuts) + self.kerf * len(self.cuts)

    @property
    def remaining(self):
        return self.length - self.used

    def fits(self, length):
        return length + self.kerf <= self.remaining

    def add(self, part, length):
        if not self.fits(length):
            raise CutListError(f"{part} ({length} mm) does not fit on a {self.length} mm board")
        self.cuts.append(Cut(part, length))

    def price(self):
        return timber.board_price(self.species, self.section, self.length)

    def weight(self):
        return timber.board_weight(self.species, self.section, self.length)


def group_pieces(parts, oversize=DEFAULT_OVERSIZE):
    """The pieces to cut, (part name, length), grouped by species and section."""
    groups = {}
    for part in parts:
        key = (part.species.key, part.section)
        pieces = groups.setdefault(key, [])
        pieces.extend([(part.name, part.length + oversize)] * part.quantity)
    return groups


def pack(pieces, species, section, kerf=DEFAULT_KERF, lengths=timber.STOCK_LENGTHS):
    """Lay the pieces out on as few boards as first-fit-decreasing manages.

    Boards are laid out at the longest stocked length, then each is cut
    back to the shortest stocked length that still holds its cuts.
    """
    longest = max(lengths)
    boards = []
    for name, length in sorted(pieces, key=lambda p: (-p[1], p[0])):
        if length + kerf > longest:
            raise CutListError(f"{name} ({length} mm) is longer than any board the yard stocks")
        for board in boards:
            if board.fits(length):
                board.add(name, length)
                break
        else:
            board = Board(species, section, longest, kerf)
            board.add(name, length)
            boards.append(board)
    for board in boards:
        board.length = timber.shortest_stock_length(board.used, lengths)
    return boards


@dataclass
class CuttingList:
    boards: list

    def total_length(self):
        return sum(b.length for b in self.boards)

    def price(self):
        return sum(b.price() for b in self.boards)

    def weight(self):
        return sum(b.weight() for b in self.boards)

    def offcuts(self):
        return sum(b.remaining for b in self.boards)

    def waste_percent(self):
        total = self.total_length()
        if not total:
            return 0.0
        return round(100 * self.offcuts() / total, 1)

    def piece_count(self):
        return sum(len(b.cuts) for b in self.boards)

    def by_group(self):
        groups = {}
        for board in self.boards:
            groups.setdefault((board.species.key, board.section), []).append(board)
        return groups


def cutting_list(parts, kerf=DEFAULT_KERF, oversize=DEFAULT_OVERSIZE, lengths=timber.STOCK_LENGTHS):
    boards = []
    for (key, section), pieces in sorted(group_pieces(parts, oversize).items()):
        boards.extend(pack(pieces, timber.species(key), section, kerf, lengths))
    return CuttingList(boards)
