"""Server-sent events, parsed incrementally: bytes in (split anywhere), events out."""

from __future__ import annotations

import codecs
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True)
class SSEEvent:
    """One dispatched event: its `event:` name ("message" when none) and its joined `data:` lines; `cut` when the
    stream ended before the blank line that closes it (the connection may have dropped inside its data)."""

    event: str
    data: str
    cut: bool = field(default=False, compare=False)


def is_done(data: str) -> bool:
    """The OpenAI terminator, tolerating `data:  [DONE]` and a stray `\\r` or space."""
    return data.strip() == "[DONE]"


class SSEParser:
    """Feed byte chunks; get whole events. LF, CRLF and CR all end a line; a blank line ends an event."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._text = ""
        self._event = ""
        self._data: list[str] = []

    def feed(self, chunk: bytes) -> list[SSEEvent]:
        """Parse one chunk; a multi-byte character or a CRLF split across chunks waits for the next."""
        self._text += self._decoder.decode(chunk)
        return self._drain_lines(final=False)

    def close(self) -> list[SSEEvent]:
        """End of stream: the last event counts even without its blank line."""
        self._text += self._decoder.decode(b"", final=True)
        events = self._drain_lines(final=True)
        if self._text:
            events += self._line(self._text)
            self._text = ""
        return events + self._dispatch(cut=True)

    def _drain_lines(self, *, final: bool) -> list[SSEEvent]:
        events: list[SSEEvent] = []
        start = 0
        text = self._text
        while True:
            cr, lf = text.find("\r", start), text.find("\n", start)
            end = min(i for i in (cr, lf) if i >= 0) if cr >= 0 or lf >= 0 else -1
            if end < 0 or (end == cr and end == len(text) - 1 and not final):
                break  # no line yet, or a CR that may be the first half of CRLF
            step = 2 if text.startswith("\r\n", end) else 1
            events += self._line(text[start:end])
            start = end + step
        self._text = text[start:]
        return events

    def _line(self, line: str) -> list[SSEEvent]:
        if not line:
            return self._dispatch()
        if line.startswith(":"):
            return []  # comment / keepalive (": ping", ": OPENROUTER PROCESSING")
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "data":
            self._data.append(value)
        elif name == "event":
            self._event = value
        return []

    def _dispatch(self, *, cut: bool = False) -> list[SSEEvent]:
        data, event = "\n".join(self._data), self._event or "message"
        self._data, self._event = [], ""
        return [SSEEvent(event, data, cut)] if data.strip() else []  # empty-data events are skipped


def iter_events(chunks: Iterable[bytes]) -> Iterator[SSEEvent]:
    """Every event of a byte stream, in order."""
    parser = SSEParser()
    for chunk in chunks:
        yield from parser.feed(chunk)
    yield from parser.close()
