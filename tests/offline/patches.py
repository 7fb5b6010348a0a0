"""A branch changing one file, made from a patch's text: what the slip rules' unit tests hand them."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange


def one_file(path: str, patch: str) -> ChangeSet:
    """The branch changing `path` by `patch`, its added and deleted counts the patch's own."""
    rows = patch.splitlines()
    added, deleted = (sum(r.startswith(mark) for r in rows) for mark in "+-")
    return ChangeSet((FileChange(path, "modified", added=added, deleted=deleted, patch=patch),), "main")
