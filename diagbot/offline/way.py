"""The changed files on the offline walk's way, for the question a model is sent (walk.py): those whose change the
read code calls on the way to the change it blames, names (a changed function a read line calls), reaches through
unchanged functions, or holds in the code it read; in that order."""

from __future__ import annotations

from diagbot.offline.callers import way
from diagbot.offline.findings import Findings
from diagbot.offline.named import named_hunks
from diagbot.offline.suspects import suspects


def on_the_way(f: Findings) -> tuple[str, ...]:
    """The changed files the walk passed by, once each, in the order above (the blamed change's own among them)."""
    paths = [c.path for c in f.chain] + [h.path for h, _, _ in named_hunks(f)]
    paths += [w.piece.path] if (w := way(f)) is not None else []
    paths += [h.path for h in suspects(f) if not h.inert]
    return tuple(dict.fromkeys(paths))
