"""The seed's merge rules on hand-made deltas, then one test per recorded quirk (tests/fixtures/openai, F1-F23)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from diagbot.errors import StreamError
from diagbot.llm.accumulate import ToolCallAccumulator
from diagbot.llm.openai import read_stream
from diagbot.llm.sse import iter_events
from diagbot.llm.types import AssistantTurn, ToolCall, ToolCallDelta

FIXTURES = Path(__file__).parent.parent / "fixtures" / "openai"
NAMES = ("glob", "grep", "read_file")


def merged(*deltas: ToolCallDelta, names: tuple[str, ...] = NAMES) -> list[ToolCall]:
    acc = ToolCallAccumulator(names)
    for delta in deltas:
        acc.push(delta)
    return acc.drain()


def turn(fixture: str, chunks: list[bytes] | None = None) -> AssistantTurn:
    raw = (FIXTURES / fixture).read_bytes()
    return read_stream(iter_events(chunks or [raw]), NAMES)


def shape(t: AssistantTurn) -> list[tuple[str, str, object]]:
    return [(c.id, c.name, json.loads(c.args)) for c in t.calls]


# the seed's rules


def test_merge_appends_argument_fragments_and_writes_id_and_name_once():
    calls = merged(ToolCallDelta(0, "c1", "grep", '{"pat'), ToolCallDelta(0, None, None, 'tern": "x"}'))
    assert calls == [ToolCall("c1", "grep", '{"pattern": "x"}')]


def test_merge_drains_in_index_order_not_arrival_order():
    calls = merged(ToolCallDelta(2, "b", "grep", "{}"), ToolCallDelta(1, "a", "glob", "{}"))
    assert [c.id for c in calls] == ["a", "b"]


def test_merge_sorts_string_indexes_numerically_and_after_ints():
    calls = merged(ToolCallDelta("x", "c", "grep"), ToolCallDelta("10", "b", "grep"), ToolCallDelta(2, "a", "grep"))
    assert [c.id for c in calls] == ["a", "b", "c"]


def test_merge_places_unindexed_calls_after_indexed_in_arrival_order():
    calls = merged(ToolCallDelta(None, "u1", "grep"), ToolCallDelta(5, "i", "glob"), ToolCallDelta(None, "u2", "glob"))
    assert [c.id for c in calls] == ["i", "u1", "u2"]


def test_merge_synthesizes_unique_ids_that_do_not_collide():
    calls = merged(ToolCallDelta(0, None, "grep"), ToolCallDelta(1, "call_0", "glob"), ToolCallDelta(2, None, "glob"))
    assert len({c.id for c in calls}) == 3


def test_merge_drops_phantom_call_with_neither_name_nor_arguments():
    assert merged(ToolCallDelta(0, "", None, ""), ToolCallDelta(1, "c", "glob", "{}")) == [ToolCall("c", "glob", "{}")]


def test_merge_collapses_a_repeated_registered_name():
    assert merged(ToolCallDelta(0, "c", "read_fileread_file", "{}"))[0].name == "read_file"


def test_merge_keeps_an_unregistered_name_as_sent():
    assert merged(ToolCallDelta(0, "c", "edit_file", "{}"))[0].name == "edit_file"


def test_merge_whole_arguments_sent_twice_are_not_doubled():
    assert (
        merged(ToolCallDelta(0, "c", "grep", '{"pattern": "a"}'), ToolCallDelta(0, None, None, '{"pattern": "a"}'))[
            0
        ].args
        == '{"pattern": "a"}'
    )


def test_merge_keeps_extra_fields_per_call():
    assert merged(ToolCallDelta(0, "c", "grep", "{}", {"extra_content": {"k": 1}}))[0].extra == {
        "extra_content": {"k": 1}
    }


def test_merge_new_id_with_the_same_name_mid_arguments_is_a_continuation():
    calls = merged(ToolCallDelta(0, "a", "grep", '{"pattern": '), ToolCallDelta(0, "b", "grep", '"x"}'))
    assert [(c.id, c.args) for c in calls] == [("a", '{"pattern": "x"}')]


def test_merge_unindexed_name_fragments_join_into_a_registered_name():
    assert [c.name for c in merged(ToolCallDelta(None, "a", "rea"), ToolCallDelta(None, None, "d_file", "{}"))] == [
        "read_file"
    ]


def test_merge_unindexed_whole_calls_of_one_tool_stay_separate():
    calls = merged(
        ToolCallDelta(None, "a", "grep", '{"pattern": "1"}'), ToolCallDelta(None, "b", "grep", '{"pattern": "2"}')
    )
    assert [c.id for c in calls] == ["a", "b"]


def test_merge_unindexed_name_on_every_chunk_without_ids_is_one_call():
    calls = merged(
        ToolCallDelta(None, None, "glob", '{"pattern": '),
        ToolCallDelta(None, None, "glob", '"*"}'),
        ToolCallDelta(None, None, "glob"),
    )
    assert [(c.name, c.args) for c in calls] == [("glob", '{"pattern": "*"}')]


ARGS = st.dictionaries(st.sampled_from(["path", "pattern", "offset"]), st.text('ab ✓\\"{}', max_size=8) | st.integers())


@given(st.lists(ARGS, min_size=1, max_size=4), st.integers(0, 5), st.randoms(use_true_random=False))
def test_merge_interleaved_calls_at_any_start_index_come_out_whole(objects, start, rnd):
    texts = [json.dumps(o, ensure_ascii=False) for o in objects]
    pending = {start + 2 * i: [t[j : j + 3] for j in range(0, len(t), 3)] for i, t in enumerate(texts)}
    heads = [ToolCallDelta(i, f"id{i}", "grep") for i in pending]
    rnd.shuffle(heads)
    deltas = list(heads)
    while any(pending.values()):  # interleave the calls at random, each call's own fragments in order
        i = rnd.choice([k for k, v in pending.items() if v])
        deltas.append(ToolCallDelta(i, None, None, pending[i].pop(0)))
    assert [(c.id, json.loads(c.args)) for c in merged(*deltas)] == [
        (f"id{i}", o) for i, o in zip(pending, objects, strict=True)
    ]


# one test per recorded quirk


def test_f01_canonical_stream_merges_one_call_with_usage():
    t = turn("f01_canonical.sse")
    assert (shape(t), t.usage.input_tokens, t.finish_reason) == (
        [("call_Qx1", "grep", {"pattern": "def divide"})],
        120,
        "tool_calls",
    )


def test_f02_index_starting_at_1_after_text():
    t = turn("f02_index_starts_at_1.sse")
    assert (t.text, shape(t)) == ("Let me read it.", [("toolu_sanitized", "read_file", {"path": "a.txt"})])


def test_f03_sparse_interleaved_indexes_drain_in_index_order():
    assert shape(turn("f03_sparse_interleaved.sse")) == [
        ("call_a", "read_file", {"path": "src/calc.py"}),
        ("call_b", "grep", {"pattern": "divide"}),
    ]


def test_f04_all_calls_at_index_0_split_by_id():
    assert shape(turn("f04_all_index_0.sse")) == [
        ("call_abc123", "read_file", {"path": "src/a.py"}),
        ("call_def456", "read_file", {"path": "src/b.py"}),
    ]


def test_f05_no_index_whole_call_with_finish_and_usage_in_one_chunk():
    t = turn("f05_no_index_whole_call.sse")
    assert (shape(t), t.usage.output_tokens) == ([("gSIMJiOkT", "grep", {"pattern": "ZeroDivisionError"})], 22)


def test_f06_no_index_split_arguments_continue_the_latest_call():
    assert shape(turn("f06_no_index_split_args.sse")) == [
        ("call_g1", "grep", {"pattern": "TODO"}),
        ("call_g2", "glob", {"pattern": "**/*.py"}),
    ]


def test_f07_duplicate_index_inside_one_chunk_is_one_call():
    assert shape(turn("f07_duplicate_index_in_chunk.sse")) == [("functions.glob:0", "glob", {"pattern": "**/*.py"})]


def test_f08_id_repeated_on_every_chunk_is_not_concatenated():
    assert shape(turn("f08_id_repeated.sse")) == [("chatcmpl-tool-aa62", "grep", {"pattern": "assert"})]


def test_f09_new_id_on_every_chunk_is_one_call():
    assert shape(turn("f09_new_id_every_chunk.sse")) == [("call_7f1", "read_file", {"path": "x.py"})]


def test_f10_name_repeated_or_fragmented_never_doubles():
    assert [c.name for c in turn("f10_name_repeated.sse").calls] == ["read_file", "read_file"]


def test_f11_missing_id_is_synthesized():
    assert shape(turn("f11_no_id.sse")) == [("call_0", "glob", {"pattern": "tests/*.py"})]


def test_f12_tool_calls_as_object_with_empty_id_and_null_name():
    assert shape(turn("f12_tool_calls_object.sse")) == [("call_0", "read_file", {"path": "README.md"})]


def test_f13_arguments_as_object_become_the_json_text():
    assert shape(turn("f13_arguments_object.sse")) == [("call_l1", "grep", {"pattern": "assert", "glob": "tests/*.py"})]


def test_f14_empty_arguments_mean_an_empty_object():
    assert turn("f14_empty_arguments.sse").calls[0].args == "{}"


def test_f15_finish_stop_with_merged_calls_still_has_calls():
    t = turn("f15_stop_with_calls.sse")
    assert (t.finish_reason, len(t.calls)) == ("stop", 1)


def test_f15b_finish_tool_calls_without_calls_has_none():
    t = turn("f15b_tool_calls_finish_without_calls.sse")
    assert (t.finish_reason, t.calls, t.text) == ("tool_calls", (), "Nothing to look up.")


def test_f16_fragment_inside_finish_chunk_is_merged_once():
    t = turn("f16_fragment_in_finish_chunk.sse")
    assert (shape(t), t.usage.input_tokens) == ([("chatcmpl-tool-1", "read_file", {"path": "src/calc.py"})], 226)


def test_f17_empty_choices_chunks_are_tolerated_and_usage_kept():
    t = turn("f17_empty_choices.sse")
    assert (t.text, t.usage.output_tokens) == ("Done: the import is wrong.", 50)


def test_f18_comments_keepalives_and_wrapped_comments_are_skipped():
    assert turn("f18_comments.sse").text == "Reading the log."


def test_f19a_done_with_two_spaces():
    assert turn("f19a_done_two_spaces.sse").text == "ok"


def test_f19b_done_with_crlf_and_trailing_space():
    assert turn("f19b_done_crlf_trailing_space.sse").text == "ok"


def test_f19c_missing_done_after_a_finish_reason_is_normal():
    assert turn("f19c_no_done.sse").finish_reason == "stop"


def test_f19d_stream_cut_off_without_finish_or_done_is_a_stream_error():
    with pytest.raises(StreamError, match="ended early"):
        turn("f19d_cut_off_stream.sse")


def test_f20a_openrouter_error_chunk_voids_the_turn():
    with pytest.raises(StreamError, match="Provider disconnected"):
        turn("f20a_error_chunk_openrouter.sse")


def test_f20b_bare_error_object_voids_the_turn():
    with pytest.raises(StreamError, match="request limit reached"):
        turn("f20b_error_bare.sse")


def test_f21_same_id_on_two_calls_is_regenerated_for_the_second():
    ids = [c.id for c in turn("f21_same_id_two_calls.sse").calls]
    assert (ids[0], len(set(ids))) == ("call_0_dup", 2)


def test_f22_thought_signatures_are_kept_per_call():
    assert [
        c.extra["extra_content"]["google"]["thought_signature"] for c in turn("f22_thought_signature.sse").calls
    ] == [
        "CiQBVKhc7sig==",
        "Zm9vYmFy",
    ]


def test_f23_length_finish_marks_the_turn_truncated_and_keeps_raw_args():
    t = turn("f23_length_cut_args.sse")
    assert (t.truncated, t.calls[0].args) == (True, '{"pattern": "very long')


VALID = sorted(p.name for p in FIXTURES.glob("*.sse") if not p.name.startswith(("f19d", "f20")))


@given(st.sampled_from(VALID), st.data())
def test_rechunking_a_valid_stream_at_random_bytes_gives_the_same_turn(fixture, data):
    raw = (FIXTURES / fixture).read_bytes()
    cuts = sorted(data.draw(st.sets(st.integers(1, len(raw) - 1), max_size=60)))
    pieces = [raw[a:b] for a, b in zip([0, *cuts], [*cuts, len(raw)], strict=True)]
    assert turn(fixture, pieces) == turn(fixture)


def test_merge_unindexed_fragment_continues_the_call_touched_last():
    calls = merged(
        ToolCallDelta(0, "a", "grep", '{"pattern": '),
        ToolCallDelta(1, "b", "glob", '{"pattern": "*"}'),
        ToolCallDelta(0, None, None, '"x'),
        ToolCallDelta(None, None, None, '"}'),
    )
    assert [c.args for c in calls] == ['{"pattern": "x"}', '{"pattern": "*"}']
