"""The words of identifiers and sentences, by which a change is told to relate to a failure: `parseDate` and
`test_monthly_into_next_year` share `date` and `monthly` with the code they name."""

from __future__ import annotations

import re
from bisect import bisect_left

_STOP = frozenset(
    "test tests should when with that from into then returns return none null true false self this".split()
)


def cue_words(*texts: str) -> frozenset[str]:
    """The words of identifiers and sentences (`test_monthly_into_next_year`, `parseDate`), 4 letters or more."""
    found = (w.lower() for t in texts for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", t))
    return frozenset(w for w in found if len(w) >= 4 and w not in _STOP)


def shared(words: frozenset[str], cues: frozenset[str]) -> tuple[str, ...]:
    """The `cues` that `words` share, sorted: each that is one of the words, or its stem or an inflection of it
    (`month`, `monthly`), found in time near-linear in the words (a big change's thousands of added words)."""
    ordered = sorted(words)

    def found(cue: str) -> bool:
        i = bisect_left(ordered, cue)  # a word the cue starts: the first word from the cue on starts with it, if any
        return (i < len(ordered) and ordered[i].startswith(cue)) or any(cue[:k] in words for k in range(4, len(cue)))

    return tuple(sorted(cue for cue in cues if found(cue)))
