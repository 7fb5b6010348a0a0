"""What tsc says under an error, indented: the property the error is about (`  Property 'craftID' is missing in type
'{ ... }' but required in type 'Booking'.`, `  Types of property 'port' are incompatible.`), the member a changed
declaration may have renamed. The lines that only restate types (`  Type 'Card' is missing the following properties
from type 'Card[]'`) say nothing the error did not."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

Lines = Sequence[tuple[int, str]]

_PROPERTY = re.compile(r"^ {2,}(?:Property '|Types of property '|Object literal may only specify known properties)")
_ELABORATION = 3  # lines under an error looked at


def elaboration(framework: str, lines: Lines, i: int) -> list[str]:
    """Of the _ELABORATION indented lines under the tsc error at `lines[i]`, those naming its property; none for
    another tool's failure."""
    if framework != "tsc":
        return []
    under = itertools.takewhile(lambda row: row[1].startswith("  "), lines[i + 1 : i + 1 + _ELABORATION])
    return [text.strip() for _, text in under if _PROPERTY.match(text)]
