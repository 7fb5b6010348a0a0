"""ToolCallAccumulator: merge streamed tool-call fragments into whole calls, whatever the provider sends.

The seed's rules, plus the quirks recorded in tests/fixtures/openai (rules 2.4.4-2.4.10 of the reference):
`index` is an opaque key; id and name are set once, never concatenated; arguments are appended and
parsed by nobody until the stream ended; calls drain in index order; missing or reused ids are synthesized.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from typing import Any

from diagbot.llm.parallel import unpacked
from diagbot.llm.types import ToolCall, ToolCallDelta


@dataclass
class _Slot:
    arrival: int
    index: int | str | None = None
    id: str = ""
    name: str = ""
    args: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def _json_object(text: str) -> bool:
    try:
        return isinstance(json.loads(text), dict)
    except ValueError:
        return False


def _order(slot: _Slot) -> tuple[int, int, str, int]:
    # ints and digit strings sort numerically, other strings after them, unindexed calls last by arrival
    key = slot.index
    if isinstance(key, str) and key.strip().isdigit():
        key = int(key)
    if key is None:
        return (2, 0, "", slot.arrival)
    return (0, key, "", slot.arrival) if isinstance(key, int) else (1, 0, key, slot.arrival)


class ToolCallAccumulator:
    """Collects `ToolCallDelta`s with `push`, returns whole calls with `drain` once the stream ended.

    Args:
        known_names: the registered tool names; used to undo names a provider repeated or fragmented.
    """

    def __init__(self, known_names: Collection[str] = ()) -> None:
        self._known = frozenset(known_names)
        self._slots: list[_Slot] = []
        self._by_index: dict[int | str, _Slot] = {}
        self._by_id: dict[str, _Slot] = {}
        self._latest: _Slot | None = None  # the call the last fragment went to

    def push(self, delta: ToolCallDelta) -> None:
        """Merge one fragment into the call it belongs to (or start a new call)."""
        delta = replace(delta, id=delta.id or None, name=delta.name or None)  # "" is absent (TGI, Mistral)
        slot = self._latest = self._correlate(delta)
        if delta.id and not slot.id:
            slot.id = delta.id  # later, different ids on the same call are ignored (GLM)
            self._by_id.setdefault(delta.id, slot)
        if delta.name:
            slot.name = self._merge_name(slot.name, delta.name)
        if delta.args_delta:
            self._merge_args(slot, delta.args_delta)
        slot.extra.update(delta.extra)

    def drain(self) -> list[ToolCall]:
        """The merged calls in index order, never arrival order; phantom calls (nothing at all) dropped; a
        `multi_tool_use.parallel` call unpacked into the calls it wraps (parallel.py)."""
        slots = sorted((s for s in self._slots if s.name or s.args.strip()), key=_order)
        taken: set[str] = set()
        calls = []
        for position, slot in enumerate(slots):
            call_id = slot.id
            if not call_id or call_id in taken:  # synthesize a missing id; regenerate a reused one
                call_id = self._fresh_id(position, taken)
            taken.add(call_id)
            args = slot.args if slot.args.strip() else "{}"  # "" means no arguments
            call = ToolCall(id=call_id, name=self._collapse(slot.name), args=args, extra=dict(slot.extra))
            calls += unpacked(call)  # GPT's `multi_tool_use.parallel`: the calls it wraps
        return calls

    def _correlate(self, delta: ToolCallDelta) -> _Slot:
        if delta.index is not None:
            slot = self._by_index.get(delta.index)
            if slot is None or (delta.id and slot.id and delta.id != slot.id and self._starts_call(slot, delta)):
                slot = self._new(delta.index)  # another id and name at a known index: Ollama's index-0 reuse
                self._by_index[delta.index] = slot
            return slot  # a different id without a new name is a continuation (GLM's id per chunk)
        if delta.id and delta.id in self._by_id:
            return self._by_id[delta.id]
        latest = self._latest
        if latest is None or self._starts_call(latest, delta):
            return self._new(None)
        return latest  # no index, no known id: continue the latest call

    def _starts_call(self, slot: _Slot, delta: ToolCallDelta) -> bool:
        # a name on a named call means another call if the name differs (and the old one is not a name
        # fragment); the same name with a new id, unless the old call is half-streamed; the same name with
        # arguments when the old call's arguments are already whole
        if not (delta.name and slot.name):
            return False
        if delta.name != slot.name:
            joined, known = slot.name + delta.name, self._known
            return joined not in known and (not known or slot.name in known or delta.name in known)
        if delta.id and delta.id != slot.id:
            return not slot.args.strip() or _json_object(slot.args)
        return bool(delta.args_delta) and _json_object(slot.args)

    def _new(self, index: int | str | None) -> _Slot:
        slot = _Slot(arrival=len(self._slots), index=index)
        self._slots.append(slot)
        return slot

    def _merge_name(self, current: str, name: str) -> str:
        if not current or name == current:
            return name or current
        if current + name in self._known:
            return current + name  # a name that arrives in pieces
        if name in self._known:
            return name
        return current if current in self._known else current + name

    def _merge_args(self, slot: _Slot, fragment: str) -> None:
        if _json_object(slot.args) and _json_object(fragment):
            slot.args = fragment  # whole arguments sent again (summary chunk): the last copy wins
        else:
            slot.args += fragment

    def _collapse(self, name: str) -> str:
        # "read_fileread_file" -> "read_file" when the repeated unit is a registered tool
        for known in self._known:
            if name != known and len(name) % len(known) == 0 and name == known * (len(name) // len(known)):
                return known
        return name

    def _fresh_id(self, n: int, taken: set[str]) -> str:
        while f"call_{n}" in taken or f"call_{n}" in self._by_id:
            n += 1
        return f"call_{n}"
