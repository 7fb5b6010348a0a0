"""PEM private keys whole or cut (a truncated repr, a log's first or last lines), with real or escaped newlines.

A block becomes one placeholder and keeps its real newlines, so every later line keeps its number. Base64 lines next
to a BEGIN or END line go with it; a block without either is caught by its lines (see redact_key_material).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from diagbot.logs.secrets import PLACEHOLDER
from diagbot.logs.secrets.values import entropy, ordered

_KIND = PLACEHOLDER.format("private-key")
_MARKER = re.compile(r"-----(?P<end>BEGIN|END)[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----")
_UNIT = re.compile(r"[A-Za-z0-9+/=]{1,200}|(?:Proc-Type|DEK-Info|Comment):[^\n\\]{0,200}")
_UNIT_BEFORE = re.compile(r"[=/+0-9A-Za-z]{1,200}")  # matched on the reversed text
_BREAKS = ("\\r\\n", "\\n", "\r\n", "\n")  # a real newline or an escaped one inside a repr
_END = re.compile(r"[ \t]*-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----")
# a line that is one long base64 run: a key or certificate body even without its BEGIN line (a read_file page); not
# a digest written as Subresource Integrity (`"integrity": "sha512-…"` in npm's lock files), a hash anyone computes
_KEY_LINE = re.compile(
    r"(?m)(?:^|(?<=[\s:\"'=,-]))(?<!\bsha1-)(?<!\bsha256-)(?<!\bsha384-)(?<!\bsha512-)"
    r"(?P<v>[A-Za-z0-9+/]{60,}={0,2})(?=[\"',\s]*(?:\\n)?[\"',]*$)"
)
_GUTTER = (":", "-", ".", "_")  # a unit followed by one is a prefix (`12: `, `src/app.py-12-`), not a body line
# a line's prefix in repository content: read_file's `12: `, the diff tool's `12:    40 +`, grep's `path:12:` and
# `path-12-`, a patch line's `+`, `-` or ` `
_GREP_PREFIX = re.compile(r"^[^\s:]*[:-]\d+[:-]")
_PREFIX = re.compile(r"\d+: (?:[ \d]{5} [-+ ])?|[^\s:]*[:-]\d+[:-]|[-+ ]")
_LAST_LINE = re.compile(r"[A-Za-z0-9+/]{2,63}={0,2}")
_LONG_RUN = re.compile(r"[A-Za-z0-9+/]{60}")
_DER_KEY = ("MII", "MIG", "MIH", "b3BlbnNzaC1rZXktdjE")  # DER (PKCS#1/#8) and OpenSSH key bodies open like this
_PUBLIC = ("DQEBAQUAA4", "9w0BAQEFAAOC", "MFkwEwYHKoZIzj0CAQ", "AwIBAgI")  # public keys' and certificates' openings


def redact_pem(text: str, code: bool = False) -> str:
    """Replace private-key blocks, whole or cut, by one placeholder each (newlines kept).

    With `code=True` the text is a tool's output: a block runs on across the line prefixes (`12: `, `path-12-`)
    and each of its lines keeps its prefix, so `12: [REDACTED private-key]` reads like the lines around it."""
    prefix = _PREFIX if code else None
    out: list[str] = []
    pos = 0
    for m in _MARKER.finditer(text):
        if m.start() < pos:
            continue  # inside a block already replaced
        if m.group("end") == "BEGIN":
            start, end = m.start(), _forward(text, m.end(), prefix)
        else:
            start, end = _backward(text, m.start(), pos, prefix), m.end()
        out.append(text[pos:start])
        out.append(_placeholder(text[start:end], prefix))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _placeholder(block: str, prefix: re.Pattern[str] | None) -> str:
    """The block's first line becomes the placeholder; a later line keeps its prefix (and then a placeholder)."""
    if prefix is None:
        return _KIND + "\n" * block.count("\n")
    later = (prefix.match(line) for line in block.split("\n")[1:])
    return "\n".join([_KIND, *(m.group(0) + _KIND if m else "" for m in later)])


def _body(unit: str) -> bool:
    """A line of a key's body: mixed case or digits (the last may be short: `dqc=`), not a word such as `after`."""
    if ":" in unit:
        return True  # a PEM header: Proc-Type, DEK-Info
    return any(c.isdigit() or c in "+/=" for c in unit) or (not unit.islower() and not unit.isupper() and len(unit) > 8)


def _forward(text: str, pos: int, prefix: re.Pattern[str] | None) -> int:
    """The end of the body after a BEGIN line: through the END line when one follows."""
    while True:
        brk = next((b for b in _BREAKS if text.startswith(b, pos)), None)
        if brk is None:
            return pos
        line = pos + len(brk)
        if prefix is not None and brk.endswith("\n") and (gutter := prefix.match(text, line)):
            line = gutter.end()
        end = _END.match(text, line)
        if end is not None:
            return end.end()
        unit = _UNIT.match(text, _skip_blanks(text, line))
        if unit is None or not _body(unit.group(0)) or text[unit.end() : unit.end() + 1] in _GUTTER:
            return pos
        pos = unit.end()


def _skip_blanks(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos


def _backward(text: str, pos: int, floor: int, prefix: re.Pattern[str] | None) -> int:
    """The start of the body before an END line whose BEGIN line is missing (after a line's prefix, never in it)."""
    while True:
        edge = pos
        while edge > floor and text[edge - 1] in " \t":
            edge -= 1
        gutter = _gutter_start(text, pos, floor, prefix)
        edge = edge if gutter is None else gutter
        brk = next((b for b in _BREAKS if text.endswith(b, floor, edge)), None)
        if brk is None:
            return edge if gutter is None else pos
        at = edge - len(brk)
        before = text[max(floor, at - 201) : at][::-1]
        unit = _UNIT_BEFORE.match(before)
        if unit is None or not _body(unit.group(0)):
            return edge if gutter is None else pos
        length = unit.end()
        if before[length : length + 1] == "\\" and before[length - 1] in "nrt":
            length -= 1  # the `n` of an escaped `\n` before the unit is no part of it
        pos = at - length


def _gutter_start(text: str, pos: int, floor: int, prefix: re.Pattern[str] | None) -> int | None:
    """The start of pos's line when all before pos on it is a tool's line prefix (and blanks), else None."""
    if prefix is None:
        return None
    start = max(floor, text.rfind("\n", 0, pos) + 1)
    m = prefix.match(text, start, pos)
    return start if m is not None and not text[m.end() : pos].strip(" \t") else None


def redact_key_material(text: str, code: bool) -> str:
    """Long base64 lines: in repository files any random one, in logs a DER or OpenSSH key's (a cut key's body)."""
    if not code and "MII" not in text and "b3BlbnNzaC1rZXktdjE" not in text:
        return text  # in a log only a DER or OpenSSH body counts, and both open like this
    out: list[str] = []
    pos, after_key = 0, False
    for start, line in _lines(text):
        words = line.rsplit(None, 1)
        if words and len(words[-1]) >= 60 and _LONG_RUN.search(words[-1]):
            new = _KEY_LINE.sub(lambda k: _key_line(k.group("v"), code), line)
        elif after_key and words and _LAST_LINE.fullmatch(last := _GREP_PREFIX.sub("", words[-1], count=1)):
            new = line[: len(line) - len(last)] + PLACEHOLDER.format("key-material")  # the body's short last line
        else:
            after_key = False
            continue
        after_key = new.endswith(PLACEHOLDER.format("key-material"))
        out += (text[pos:start], new)
        pos = start + len(line)
    return "".join(out) + text[pos:] if out else text


def _lines(text: str) -> Iterator[tuple[int, str]]:
    start = 0
    for line in text.split("\n"):
        yield start, line
        start += len(line) + 1


def _key_line(value: str, code: bool) -> str:
    if any(p in value for p in _PUBLIC):
        return value
    if value.startswith(_DER_KEY) or (code and entropy(value) >= 4.5 and not ordered(value)):
        return PLACEHOLDER.format("key-material")
    return value
