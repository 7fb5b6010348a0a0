"""Most severe first: a linter's findings that say the code cannot run come before its style findings, so that the
first failure is the one to read. Otherwise log order (the sort is stable)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from diagbot.logs.types import Failure

# flake8 / ruff codes of code that cannot run: syntax errors (E9), invalid comparisons and asserts (F63), statements
# out of place (F7), undefined names (F82): the set the common CI recipe `flake8 --select=E9,F63,F7,F82` fails on
_BROKEN = re.compile(r"^(?:E9\d\d|F63\d|F7\d\d|F82\d)\b")
_LINTERS = frozenset({"ruff"})  # the framework of flake8's and ruff's `path:line:col: CODE message` findings


def by_severity(failures: Sequence[Failure]) -> list[Failure]:
    """The failures, a linter's findings of broken code before its others, which go after every other failure."""
    return sorted(failures, key=_rank)


def _rank(failure: Failure) -> int:
    if failure.framework not in _LINTERS:
        return 0
    return 0 if _BROKEN.match(failure.message) else 1
