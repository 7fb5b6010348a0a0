from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from diagbot.llm.sse import SSEEvent, SSEParser, is_done, iter_events

FIXTURES = Path(__file__).parent.parent / "fixtures"


def events(*chunks: bytes) -> list[SSEEvent]:
    return list(iter_events(chunks))


def test_sse_joins_multiline_data_with_newline():
    assert events(b"data: a\ndata: b\n\n") == [SSEEvent("message", "a\nb")]


def test_sse_reads_event_field():
    assert events(b"event: ping\ndata: {}\n\n") == [SSEEvent("ping", "{}")]


def test_sse_accepts_crlf_line_endings():
    assert events(b"data: x\r\n\r\ndata: y\r\n\r\n") == [SSEEvent("message", "x"), SSEEvent("message", "y")]


def test_sse_accepts_bare_cr_line_endings():
    assert events(b"data: x\r\rdata: y\r\r") == [SSEEvent("message", "x"), SSEEvent("message", "y")]


def test_sse_crlf_split_between_chunks_is_one_line_ending():
    assert events(b"data: x\r", b"\n\r", b"\ndata: y\n\n") == [SSEEvent("message", "x"), SSEEvent("message", "y")]


def test_sse_skips_comment_lines():
    assert events(b": OPENROUTER PROCESSING\n\n: ping\n\ndata: 1\n\n") == [SSEEvent("message", "1")]


def test_sse_skips_events_with_empty_data():
    assert events(b"id: 7\ndata: 1\n\n: ping\n\nid: 8\n\ndata:\n\n") == [SSEEvent("message", "1")]


def test_sse_strips_only_one_leading_space():
    assert events(b"data:  [DONE]\n\n") == [SSEEvent("message", " [DONE]")]


def test_sse_keeps_a_multibyte_character_split_across_chunks():
    raw = "data: héllo ✓\n\n".encode()
    cut = raw.index("✓".encode()) + 1
    assert events(raw[:cut], raw[cut:]) == [SSEEvent("message", "héllo ✓")]


def test_sse_dispatches_last_event_without_blank_line_at_eof():
    assert events(b"data: tail") == [SSEEvent("message", "tail")]


def test_sse_parser_feed_returns_only_complete_events():
    parser = SSEParser()
    assert (parser.feed(b"data: par"), parser.feed(b"tial\n\n")) == ([], [SSEEvent("message", "partial")])


def test_is_done_tolerates_spaces_and_carriage_return():
    assert [is_done(d) for d in ("[DONE]", " [DONE]", "[DONE]\r", "[DONE] ", "DONE")] == [True, True, True, True, False]


@given(st.data())
def test_sse_rechunking_any_fixture_yields_the_same_events(data: st.DataObject):
    path = data.draw(st.sampled_from(sorted(FIXTURES.glob("*/*.sse"))))
    raw = path.read_bytes()
    cuts = sorted(data.draw(st.sets(st.integers(0, len(raw)), max_size=40)))
    pieces = [raw[a:b] for a, b in zip([0, *cuts], [*cuts, len(raw)], strict=True)]
    assert list(iter_events(pieces)) == list(iter_events([raw]))
