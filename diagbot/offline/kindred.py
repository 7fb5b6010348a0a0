"""A line copied from a twin function and not turned over: `DecodeUlawSamples` has `samples[i] = alaw2lpcm[b]`, the
very line of `DecodeAlawSamples`, where the branch shows `ulaw2lpcm` too. The two functions' names differ in one word
(`ulaw`, `alaw`), the family each serves; the line reads a name of the twin's family whose namesake of its own family
(`ulaw2lpcm`) is in view, and no function but the twin has that line (not a line all of a family of functions share,
`assert(parent->type == ARRAY)`), nor are the two words counterparts (`rotateLeft` and `rotateRight` each handle
both sides). The name the copy kept is the slip."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.code import defined_name, opens_function
from diagbot.offline.mirrored import COUNTERPARTS
from diagbot.offline.paired import name_parts

_NAME = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*")
_VAGUE = frozenset(  # words a function's name says of what it does, not of which family it serves
    "get set to from is has new make read write add sum of the and or for in on at by with as per all one two".split()
)


@lru_cache(maxsize=2)
def kindred_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) reading a name of another family than the one their
    function's name says, as the like line of that family's twin function does, where the branch shows the name with
    the function's word; strength 2."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes)]
    rows = [
        (path, n, mark, bare_code(text, path), head) for path, parsed in files for n, mark, text, head in _heads(parsed)
    ]
    shown = {name_parts(w): w for _, n, _, code, _ in rows if n for w in _NAME.findall(code)}
    bodies: dict[str, set[tuple[str, ...]]] = defaultdict(set)  # each line of code, the functions holding it
    for _, n, _, code, head in rows:
        if n and head:
            bodies[code.strip()].add(head)
    return MappingProxyType(
        {
            (path, int(n)): 2
            for path, n, mark, code, head in rows
            if mark == "+" and n and head and not opens_function(code) and _other_family(code, head, shown, bodies)
        }
    )


def _heads(parsed: Rows) -> Iterator[tuple[str, str, str, tuple[str, ...]]]:
    """The rows of a diff page, each with the words of the function it is in (of its head the page shows), or ()."""
    function: tuple[str, ...] = ()
    for n, mark, text in parsed:
        if mark == "@":
            function = ()
        elif mark != "-" and opens_function(text) and (name := defined_name(text)):
            function = name_parts(name)
            continue
        yield n, mark, text, function if mark != "-" else ()


def _other_family(
    code: str, function: tuple[str, ...], shown: dict[tuple[str, ...], str], bodies: dict[str, set[tuple[str, ...]]]
) -> str | None:
    """The name on the line that is, but for one word, a name the branch shows with a word of the function's name
    instead, where the function named with the line's word (its twin), and no other, has this very line:
    `alaw2lpcm[b]` in `DecodeUlawSamples`, as `DecodeAlawSamples` reads it, `ulaw2lpcm` in view; not two counterparts
    (`rotateLeft` and `rotateRight` each handle both sides); else None."""
    read: set[str] = set(_NAME.findall(code))
    holders = bodies.get(code.strip(), set()) - {function}
    if len(holders) != 1:  # a line of many functions (`assert(parent->type == ARRAY)`): their common ground
        return None
    for name in sorted(read):
        words = name_parts(name)
        for k, word in enumerate(words):
            if len(words) < 2 or word in function or word in _VAGUE or word.isdigit() or len(word) < 2:
                continue  # one word: nothing of it is kept but the family
            for at, own in enumerate(function):
                if own in words or own in _VAGUE or own.isdigit() or len(own) < 2 or word in COUNTERPARTS.get(own, ()):
                    continue
                namesake = shown.get((*words[:k], own, *words[k + 1 :]))
                if namesake and namesake not in read and holders == {(*function[:at], word, *function[at + 1 :])}:
                    return name
    return None
