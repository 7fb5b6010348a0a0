"""A lookup whose fallback reads another key than it looks up, among like lookups each reading its own: the branch adds
`name: settings.fetch("name", DEFAULTS["name"])`, `hourly_rate: settings.fetch("labour_rate",
DEFAULTS["hourly_rate"])`, `vat_rate: settings.fetch("vat_rate", DEFAULTS["vat_rate"])`. The lines beside it say
the key and its default's key are one; the line that names two was typed from another table's word, and the value it
looks up is never found, so the default always wins (or the key is right and the default another's)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import diff_rows, written_files
from diagbot.offline.kinds import without_comment

_KEY = r"""(?:"([\w.-]+)"|'([\w.-]+)'|:([A-Za-z_]\w*))"""  # "hourly_rate", 'hourly_rate', :hourly_rate
_TABLE = r"[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*"  # `DEFAULTS`, `self::DEFAULTS`, `this.defaults`
_LOOKUPS = (  # the key looked up, then the fallback's key
    re.compile(rf"\.(?:fetch|get|getOrDefault|get_or|dig)\(\s*{_KEY}\s*,\s*{_TABLE}\s*\[\s*{_KEY}\s*\]"),
    re.compile(rf"\[\s*{_KEY}\s*\]\s*(?:\?\?|\|\||\bor\b)\s*{_TABLE}\s*\[\s*{_KEY}\s*\]"),
    re.compile(
        r"(?<![\w$])[A-Za-z_$][\w$]*(?:\?)?\.([A-Za-z_$][\w$]*)\s*(?:\?\?|\|\|)\s*" rf"{_TABLE}\.([A-Za-z_$][\w$]*)\b"
    ),
)
RUN = 3  # the like lookups a run holds at least: two that agree tell the third


@lru_cache(maxsize=2)
def fallback_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) whose lookup's fallback reads another key than the lookup,
    in a run of at least RUN like added lookups of which every other reads its own key; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        run: list[tuple[int, str, str]] = []
        for n, mark, text in [*diff_rows(f.patch), ("", "@", "")]:
            keys = _keys(without_comment(text, f.path)) if mark == "+" and n else None
            if keys is not None:
                run.append((int(n), *keys))
                continue
            if mark == "+" and n and not text.strip():
                continue  # a blank line within the run
            odd = [line for line, key, fallback in run if key != fallback]
            if len(run) >= RUN and len(odd) == 1:
                found[(f.path, odd[0])] = 2
            run = []
    return MappingProxyType(found)


def _keys(code: str) -> tuple[str, str] | None:
    """The key a line looks up and the key its fallback reads, when it is such a lookup."""
    for rx in _LOOKUPS:
        if m := rx.search(code):
            given = [g for g in m.groups() if g is not None]
            return (given[0], given[-1]) if len(given) == 2 else None
    return None
