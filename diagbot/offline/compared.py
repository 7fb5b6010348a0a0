"""What a failure's message compares: its literals, the keys of compared structures, and the shape of the
difference (off by one, a power of ten apart, one in the last decimal place, a list one item short); pick.py scores
the changed lines against it."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from diagbot.offline.calls import code_only
from diagbot.sides import sides

_COMPARED = re.compile(
    r"==|!=|\b(expected|got|want|actual|received|but was|to be|to equal|not less|not greater)\b|\bleft\b.*\bright\b"
    r"|\w\([^)]*\) = ",  # Go's `Parse("x") = 3, want 4`
    re.IGNORECASE,
)
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")
QUOTED = re.compile(r"\"([^\"]*)\"|'([^']*)'|`([^`]*)`")
_KEY = re.compile(r"[\"']?([A-Za-z_]\w{2,})[\"']?\s*[:=]\s*[\"'\w\[{(-]")  # `"discount": 240`, `hits=2`
_NULL = re.compile(r"\b(null|None|nil|undefined|NULL)\b")
_LIST = re.compile(r"\[([^\[\]]*)\]")
_SHORT = re.compile(r"\b(one more|one fewer|one less|more items?|fewer items?)\b", re.IGNORECASE)

_DECIMAL = re.compile(r"(?<![\w.])-?\d+\.(\d+)(?![\w.])")


@dataclass(frozen=True)
class Values:
    """What a failure's message compares: its literals, the keys of compared structures, and their shape."""

    numbers: frozenset[str]
    strings: tuple[str, ...]
    keys: frozenset[str]
    boundary: bool  # off by one, null against a value, a list one item short
    numeric: bool  # numbers apart
    scale: bool  # numbers a power of ten apart: a literal lost or gained a zero
    made: tuple[str, ...] = ()  # the fragments holding the value the code produced (sides.py)
    wanted: tuple[str, ...] = ()  # and those holding the one the test wanted
    fewer: bool = False  # the code made a list of fewer items than the test wanted: something stopped early
    rounding: bool = False  # two decimals one apart in their last place: rounded the other way, or to another place


_WHERE = re.compile(r"\s*\(where .*", re.S)  # pytest's explanation of how the left value was made


def compared(message: str) -> Values | None:
    """The values a failure's message compares; None when it compares none."""
    if not _COMPARED.search(message):
        return None
    message = _WHERE.sub("", message)  # pytest's `(where 3 = berth_days(Call(ref='NQ1', …)))`: the inputs, not values
    numbers = _NUMBER.findall(message)
    apart = _NUMBER.findall(_LIST.sub(" ", message))  # a list's own items run on (`[4, 5]`): no boundary
    ints = sorted({int(float(n)) for n in apart if float(n).is_integer()})
    counts = [len([x for x in g.split(",") if x.strip()]) for g in _LIST.findall(message)]
    strings = tuple(s for g in QUOTED.findall(message) for s in g if len(s.strip()) >= 2)
    boundary = (
        bool(_NULL.search(code_only(message)) or _SHORT.search(message))
        or any(b - a == 1 for a, b in itertools.pairwise(ints))
        or any(abs(a - b) == 1 for a, b in itertools.combinations(counts, 2))
    )
    big = frozenset(n.lstrip("-") for n in numbers if len(n.lstrip("-").replace(".", "")) >= 2)
    scale = any(_tenfold(float(a), float(b)) for a, b in itertools.combinations(set(numbers), 2))
    made, wanted = sides(message)
    keys = frozenset(_KEY.findall(message))
    have, want = _items(made), _items(wanted)
    fewer = have is not None and want is not None and have < want
    rounding = _last_place(_DECIMAL.finditer(message))
    return Values(big, strings, keys, boundary, len(set(numbers)) >= 2, scale, made, wanted, fewer, rounding)


def _last_place(found: Iterator[re.Match[str]]) -> bool:
    """Two of the decimals, written to the same places, differ by one in the last (`216.12`, `216.13`)."""
    seen = {(m[0], len(m[1])) for m in found}
    return any(
        da == db and abs(abs(float(a) - float(b)) - 10**-da) < 10 ** -(da + 3)
        for (a, da), (b, db) in itertools.combinations(seen, 2)
    )


def _items(fragments: tuple[str, ...]) -> int | None:
    """The items of the first list the fragments hold (None when they hold none)."""
    lists = [g for f in fragments for g in _LIST.findall(f)]
    return len([x for x in lists[0].split(",") if x.strip()]) if lists else None


def _tenfold(a: float, b: float) -> bool:
    """b is a, times or divided by 10, 100 or 1000."""
    low, high = sorted((abs(a), abs(b)))
    return low > 0 and any(abs(high - low * 10**k) < 1e-9 * high for k in (1, 2, 3))
