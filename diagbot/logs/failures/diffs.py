"""What differs in an assertion's output: a unified diff's legend and changed lines, values that differ only in
whitespace, shown, a value printed over several lines, joined, and two long values that open alike, cut where they
agree."""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

from diagbot.logs.failures.blockdiff import blocks_differ
from diagbot.logs.read.clean import strip_ansi

_LEGEND = re.compile(  # node's strict deep-equal adds `... Lines skipped` when it cut the diff
    r"^\s*(?:[-+]{1,3} ?(?:[Ee]xpected|[Aa]ctual|[Rr]eceived)\b(?:\s+[-+] ?\d+)?\s*){1,2}(?:\.\.\. Lines skipped\s*)?$"
)
_LEGEND_PART = re.compile(r"([-+]{1,3}) ?([Ee]xpected|[Aa]ctual|[Rr]eceived)\b")
_VALUE = re.compile(r"^\s*(?P<label>[-+](?=[^-+])|[A-Za-z][\w ]{0,15}?\s*:)\s*(?P<value>\S.*?)\s*$")
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|(?<=: )<[^<>\n]*>")  # JUnit's `expected: <...> but was: <...>` too
_LOST = re.compile(r"\s{2,}|\t|(?<=^.)\s|\s(?=.$)")  # whitespace that collapsing would lose or hide in a quote
_CHANGED = re.compile(r"^\s*(?:E\s+)?(?P<sign>[-+])(?![-+])(?P<text>\s?\S.*)$")  # `-tea`, `- tea`, pytest's `E   + tea`
_SHOWN = str.maketrans({" ": "\u00b7", "\t": "\u2192"})  # whitespace shown: middle dot, rightwards arrow


def quoted_whitespace(text: str) -> str:
    """The text, the whitespace inside a quoted value shown where collapsing it would lose it (`'a  b'`, `'a '`)."""
    if "  " not in text and "\t" not in text and " '" not in text and ' "' not in text:
        return text
    return _QUOTED.sub(lambda q: _LOST.sub(lambda w: w[0].translate(_SHOWN), q[0]), text)


def visible_whitespace(said: Sequence[str]) -> list[str]:
    """The lines, each pair of labelled values that differ only in whitespace with that whitespace shown."""
    out = list(said)
    values = [_VALUE.match(t) for t in said]
    for i, a in enumerate(values):
        for j in range(i + 1, min(len(values), i + 4)):
            b = values[j]
            if a and b and a["value"] != b["value"] and "".join(a["value"].split()) == "".join(b["value"].split()):
                out[i], out[j] = (f"{m['label']} {m['value'].translate(_SHOWN)}" for m in (a, b))
    return out


def diff(lines: Sequence[str]) -> tuple[int, str] | None:
    """A unified diff's legend (`- Expected + Received`, `+ actual - expected`, `--- Expected +++ Actual`) and its
    changed lines (up to the next legend: mocha says it twice): the legend's index and `legend: -x, +y`; a line on
    both sides moved, and says so rather than showing `-x, +x`. Else two labelled blocks' differing lines
    (blockdiff.py)."""
    at = next((i for i, t in enumerate(lines) if _LEGEND.match(t)), None)
    if at is None:
        return blocks_differ(lines)  # `--- Got:` and `--- Wanted:` blocks: the lines where they differ
    legend: list[str] = []
    changes: list[str] = []
    k = at
    while k < len(lines) and _LEGEND.match(lines[k]) and len(legend) < 2:
        legend += [f"{sign[0]} {word}" for sign, word in _LEGEND_PART.findall(lines[k])]
        k += 1
    for text in lines[k : k + _SCAN]:
        change = text.strip()
        if changes and _LEGEND.match(text):
            break
        if change[:1] in "-+" and change[:3] not in ("---", "+++") and change.strip("-+ "):
            changes.append(f"{change[0]}{change[1:].rstrip()}")
    if not changes:
        return None
    raw = _joined(changes)
    changes = [c.rstrip(",") for c in raw]  # an item's comma, once its value is joined
    moved = {c[1:] for c in changes if c[0] == "-"} & {c[1:] for c in changes if c[0] == "+"}
    if all(c[1:] in moved for c in changes) and _comma_only(raw):  # `-  1` against `+  1,`: that comma is all
        sides = ", ".join(visible_whitespace(raw))  # that differs, said as such (a list's own commas read as ours)
        return at, f"{' '.join(legend)}: {sides} (only a trailing comma differs)"
    if all(c[1:] in moved for c in changes):  # a line taken out on one side and put back on the other: order only
        shown = ", ".join(sorted(m.strip() for m in moved)[:2])
        return at, f"{' '.join(legend)}: the same lines in another order ({shown} moved)"
    rest = _both_sides([c for c in changes if c[1:] not in moved])  # a moved line says nothing of what differs
    return at, f"{' '.join(legend)}: {', '.join(visible_whitespace(rest))}" + (" (and lines moved)" if moved else "")


def _comma_only(raw: list[str]) -> bool:
    """One line against one, differing only by a trailing comma (`-  1` and `+  1,`: a list's last item written
    with one): not a line moved, as two lines each on both sides with their commas shuffled are."""
    return len(raw) == 2 and raw[0][1:] != raw[1][1:]


_SCAN = 40  # diff lines looked through for its changed ones
_CHANGES = 4  # changed lines kept


def _joined(changes: list[str]) -> list[str]:
    """Each run of one side's lines with a value printed over several (`-[`, `-  'a'`, `-]`) as one line (`-['a']`)."""
    out: list[str] = []
    for sign, group in itertools.groupby(changes, key=lambda c: c[0]):
        run = [c[1:] for c in group]
        joined = values_joined(run)
        out += [f"{sign}{t}" for t in run] if joined == run else [f"{sign} {t.strip()}" for t in joined]
    return out


def _both_sides(changes: list[str]) -> list[str]:
    """The first few changed lines, both sides kept: four removed lines in a row leave no room for the added one
    that tells what was received, so each side keeps half of the room when both have lines."""
    minus = [i for i, c in enumerate(changes) if c[0] == "-"]
    plus = [i for i, c in enumerate(changes) if c[0] == "+"]
    if not minus or not plus:
        return changes[:_CHANGES]
    half = _CHANGES // 2
    keep = set(minus[: max(half, _CHANGES - len(plus))]) | set(plus[: max(half, _CHANGES - len(minus))])
    return [c for i, c in enumerate(changes) if i in keep]


def trailing_shown(numbered: Sequence[tuple[int, str]], raw: Mapping[int, str]) -> list[tuple[int, str]]:
    """The cleaned lines, each pair of a diff's changed lines that cleaning made equal (`-tea ` and `+tea` both
    `-tea`/`+tea`, a line apart or three) with the trailing whitespace its raw line had shown: `-tea\u00b7`."""
    out = list(numbered)
    changed = [(i, m) for i, (_, t) in enumerate(numbered) if (m := _CHANGED.match(t))]
    for k, (i, a) in enumerate(changed):
        for j, b in changed[k + 1 : k + 3]:
            if j - i <= 3 and a["sign"] != b["sign"] and a["text"] == b["text"]:
                for at in (i, j):
                    out[at] = (out[at][0], out[at][1] + _trailing(raw.get(out[at][0], "")))
    return out


def _trailing(line: str) -> str:
    """The whitespace a raw line ends with (colours aside), shown; none when the line redraws itself (`\r`)."""
    text = strip_ansi(line)
    tail = text[len(text.rstrip()) :]
    return "" if "\r" in text else tail.translate(_SHOWN)


_OPENS = re.compile(r"[\[{(]$")  # a line ending in an open bracket: a value printed over the lines under it
_SAYS_OTHER = re.compile(r"^\s*should (?:not )?(?:loosely )?deep-?equal\s*$")  # node's loose deep-equal: `a`, this, `b`
_VALUE_LINES = 30  # a bracket left open this long is no value


def values_joined(lines: Sequence[str]) -> list[str]:
    """The lines, a value printed over several (`[`, `  'gzip'`, `]`) as one (`['gzip']`), and node's `should loosely
    deep-equal` joined with the value under it, so that a message says both values, not a bracket and a fragment."""
    out: list[str] = []
    k = 0
    while k < len(lines):
        text = lines[k]
        end = _closing(lines, k) if _OPENS.search(text.rstrip()) else None
        if end is not None:
            text = _compact(" ".join(t.strip() for t in lines[k : end + 1]))
            k = end
        said = next((i for i in range(len(out) - 1, -1, -1) if out[i].strip()), None)  # blank lines between
        if said is not None and _SAYS_OTHER.match(out[said]) and text.strip():
            out[said:] = [f"{out[said].strip()} {text.strip()}"]
        else:
            out.append(text)
        k += 1
    return out


def _closing(lines: Sequence[str], start: int) -> int | None:
    """The line closing the brackets `lines[start]` leaves open, within _VALUE_LINES; None when none does."""
    depth = 0
    for k in range(start, min(len(lines), start + _VALUE_LINES)):
        code = _QUOTED.sub("", lines[k])
        depth += sum(code.count(c) for c in "[{(") - sum(code.count(c) for c in "]})")
        if depth <= 0:
            return k if k > start else None
    return None


def _compact(text: str) -> str:
    """No space inside a joined value's brackets, nor a last item's comma (jest's `"a",` then `]`)."""
    return re.sub(r",?\s+([\]})])|,([\]})])", r"\1\2", re.sub(r"([\[{(])\s+", r"\1", text.strip()))


_SIDE = re.compile(  # what opens the second value: a label, or a diff's other side (`-["Beam", …], +["Beam", …]`)
    r"\b(?:want|wanted|expected|got|actual|received|but was)\b:?\s*|(?<=, )[-+](?=[^\s\d+-])", re.IGNORECASE
)
_KEEP = 20  # of a long stretch both compared values share, the characters kept before where they differ


def capped(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, ending `...`; first, when it compares two values that open alike (`output:
    180 scored, ... average 112.88, want: 180 scored, ... average 100.33`, or a diff's `-[...], +[...]`), the start
    of the stretch they share cut to `…` in both, as far as the cap needs and short of its last characters, so that
    where they differ is said."""
    if len(text) <= limit:
        return text
    for m in reversed(list(_SIDE.finditer(text))):
        left, right = text[: m.start()], text[m.end() :]
        start = left.find(right[:_KEEP]) if len(right) > _KEEP else -1
        if start < 0:
            continue
        same = sum(1 for _ in itertools.takewhile(lambda ab: ab[0] == ab[1], zip(left[start:], right, strict=False)))
        if same > 3 * _KEEP:
            cut = min(same - _KEEP, (len(text) - limit) // 2 + 2)  # as much as the cap needs, no more
            text = f"{left[:start]}…{left[start + cut :]}{m[0]}…{right[cut:]}"
            break
    return text if len(text) <= limit else text[: limit - 3] + "..."
