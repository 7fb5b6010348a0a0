"""An added line that only raises, or only guards a raise: when the failure is not that error, the raise did not run,
and a line that did not run did not break the test.

`throw new IllegalArgumentException(...)`, `raise ValueError(...)`, `panic!("...")`, `assert!(ok, "...")`: the error
it raises, or the words its message opens with, are not in the failure's message. `if (age < MIN_AGE) {` whose
block opens with such a raise is that raise's guard: its condition held no more than the raise ran. Unless the
failure is a raise that did not happen (`DID NOT RAISE`, `did not throw`, `did not panic`): then the guard that
should have fired is the suspect, and nothing counts as unfired."""

from __future__ import annotations

import re
from collections.abc import Sequence

from diagbot.code_names import RAISED
from diagbot.offline.calls import code_only
from diagbot.offline.kinds import is_code

_GUARD = re.compile(r"^\s*(?:\}\s*)?(?:if|elif|else\s+if|unless)\b(?!.*\b(?:raise|throw)\b)")
_PANIC = re.compile(r"\b(?:panic|unreachable|assert|assert_eq|assert_ne|debug_assert)!\s*\((.*)")
_LITERAL = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`")
_PLACEHOLDER = re.compile(r"\$?\{[^{}]*\}|%[-+ #0-9.]*[a-zA-Z]|\\.")  # `{n}`, `${n}`, `%d`, `\n`: not its words
_MISSED = re.compile(
    r"(?i)did not (?:raise|throw|panic)|not raised|not thrown|nothing was thrown|to (?:throw|raise|panic)"
    r"|expected \w*(?:error|exception|panic)|should panic|no exception|missing exception"
)


def unfired(rows: Sequence[tuple[str, str, str]], i: int, message: str) -> bool:
    """Row `i` of a diff page (new-side number, mark, text) raises an error the failure's `message` is not, or
    guards a block that opens with such a raise."""
    if not message or _MISSED.search(message):
        return False
    text = rows[i][2]
    if _raises_other(text, message):
        return True
    if not _GUARD.search(code_only(text)):
        return False
    after = next((t for _, mark, t in rows[i + 1 :] if mark != "-" and is_code(t)), "")
    return _raises_other(after, message)


def _raises_other(text: str, message: str) -> bool:
    """The line raises an error of another class than the failure's, or with words the failure does not say."""
    if (m := RAISED.search(code_only(text))) is not None:
        words = _words(text[m.end() :])
        return m[1] not in message or (bool(words) and not any(w in message for w in words))
    if (p := _PANIC.search(text)) is None:
        return False
    words = _words(p[1])
    return bool(words) and not any(w in message for w in words)  # `assert!(ok)` says nothing to tell it by


def _words(text: str) -> list[str]:
    """The runs of a line's string literals between their placeholders, long enough to tell a message by."""
    runs = (r.strip() for s in _LITERAL.findall(text) for r in _PLACEHOLDER.split(s[1:-1]))
    return [r for r in runs if len(r) >= 8]
