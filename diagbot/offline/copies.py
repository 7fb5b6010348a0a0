"""The slips of a line copied and not wholly turned over, each found by a rule of its own module: a line of a twin
function still reading the twin's family name (kindred.py), a table's row saying its neighbour's key (keyed_rows.py),
a twin line reading its twin's field (own_fields.py), a value written twice and named in one place only
(half_edited.py). slips.py reads them with the rest; slip_copies.py says where the failure meets each."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.half_edited import half_edited_lines
from diagbot.offline.keyed_rows import keyed_row_lines
from diagbot.offline.kindred import kindred_lines
from diagbot.offline.own_fields import own_field_lines
from diagbot.offline.slip_words import HALF_EDIT, KEYED_ROW, KINDRED, OWN_FIELD


@lru_cache(maxsize=2)
def copied_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], tuple[int, str]]:
    """The added lines of source copied and not wholly turned over, each with how surely and which kind of slip."""
    found: dict[tuple[str, int], tuple[int, str]] = {}
    for kind, rule in (
        (KINDRED, kindred_lines),
        (KEYED_ROW, keyed_row_lines),
        (OWN_FIELD, own_field_lines),
        (HALF_EDIT, half_edited_lines),
    ):
        found |= {k: (n, kind) for k, n in rule(changes).items() if k not in found}
    return MappingProxyType(found)
