"""A queue served from the other end than before: the branch moves a waiting list from a `Vec` to a `VecDeque` and
turns `waitlist.remove(0)` into `waitlist.pop_back()`, or `queue.pop(0)` into `queue.pop()`, `items.shift()` into
`items.pop()`. The removed code took (or put) items at one end; the code that replaced it takes (or puts) them at the
other, and nothing in the replacement still works the first end: first in, first out became last in, first out, or
the other way round."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.calls import code_only
from diagbot.offline.change import source_files
from diagbot.offline.factored import numbered_runs

# taking an item from the front, or from the back, of a list, a deque or a queue
_TAKES_FRONT = re.compile(
    r"\.(?:remove|pop|RemoveAt)\(\s*0\s*\)|\.(?:shift|popleft|pop_front|poll|pollFirst|removeFirst|PopFront)\(\s*\)"
    r"|\barray_shift\("
)
_TAKES_BACK = re.compile(r"\.(?:pop|pop_back|pollLast|removeLast|PopBack)\(\s*\)|\barray_pop\(")
# putting an item at the front, or at the back
_PUTS_FRONT = re.compile(
    r"\.(?:unshift|appendleft|push_front|addFirst|offerFirst|PushFront)\(|\.insert\(\s*0\s*,|\barray_unshift\("
)
_PUTS_BACK = re.compile(r"\.(?:push|append|push_back|addLast|offerLast|PushBack)\(|\barray_push\(")
_ENDS = ((_TAKES_FRONT, _TAKES_BACK), (_PUTS_FRONT, _PUTS_BACK))


@lru_cache(maxsize=2)
def turned_ends(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files that take (or put) items at the other end than the removed lines of
    their run did, when no added line of that run works the removed code's end; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        for removed, added in numbered_runs(f.patch or ""):
            old = [code_only(t) for t in removed]
            new = [(n, code_only(t)) for n, t in added]
            for first, second in (*_ENDS, *((b, a) for a, b in _ENDS)):
                if any(first.search(t) for t in old) and not any(second.search(t) for t in old):
                    if not any(first.search(t) for _, t in new):
                        found |= {(f.path, n): 2 for n, t in new if second.search(t)}
    return MappingProxyType(found)
