from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from diagbot.tools import TOOLS
from diagbot.tools.base import ToolContext, ToolDef, ToolError, ToolResult
from diagbot.tools.executor import Executor
from diagbot.tools.paths import make_context


class NoArgs(BaseModel, extra="forbid"):
    pass


def _boom(args: NoArgs, ctx: ToolContext) -> str:
    raise RuntimeError("disk on fire")


def _refuse(args: NoArgs, ctx: ToolContext) -> str:
    raise ToolError("not today")


@pytest.fixture
def repo(make_repo):
    return make_repo({"src/calc.py": "def div(a, b):\n    return a / b\n", "big.txt": ("x" * 99 + "\n") * 400})


@pytest.fixture
def ex(repo):
    return Executor.for_root(repo)


def test_registry_is_glob_grep_read_file_diff():
    assert [tool.name for tool in TOOLS] == ["glob", "grep", "read_file", "diff"]


def test_every_tool_is_read_only():
    assert all(tool.read_only for tool in TOOLS)


def test_schemas_forbid_extra_fields(ex):
    assert [s["parameters"]["additionalProperties"] for s in ex.schemas()] == [False] * 4


def test_schemas_describe_every_parameter_with_its_default(ex):
    props = [
        p for s in ex.schemas() for name, p in s["parameters"]["properties"].items() if name not in ("pattern", "path")
    ]
    assert all("default" in p["description"] for p in props)


def test_unknown_tool_names_the_available_ones(ex):
    assert (
        ex.execute("edit_file", "{}").content
        == "there is no tool named edit_file. Available: diff, glob, grep, read_file"
    )


def test_unknown_tool_is_a_failed_result(ex):
    assert ex.execute("edit_file", "{}").ok is False


def test_bad_json_says_so_with_the_parser_position(ex):
    assert ex.execute("grep", '{"pattern": "x",').content.startswith(
        "the arguments are not valid JSON: Expecting property name enclosed in double quotes"
        " at line 1 column 17 (char 16)"
    )


def test_arguments_nested_too_deeply_say_so(ex):
    assert ex.execute("grep", "[" * 60000 + "]" * 60000).content.startswith("the arguments nest too deeply")


def test_a_number_of_thousands_of_digits_is_bad_arguments(ex):
    result = ex.execute("read_file", '{"path": "a.py", "offset": 1' + "0" * 5000 + "}")
    assert (result.ok, result.content.startswith("the arguments hold a number of more than 4,300 digits")) == (
        False,
        True,
    )


def test_empty_arguments_mean_an_empty_object(ex):
    assert ex.execute("glob", "").content.startswith("2 files match `**/*`")


def test_whitespace_arguments_mean_an_empty_object(ex):
    assert "missing required field `pattern`" in ex.execute("grep", "  \n").content


def test_json_that_is_not_an_object_is_refused(ex):
    assert (
        ex.execute("grep", '["x"]').content
        == 'the arguments must be a JSON object such as {"pattern": "..."}, not an array'
    )


def test_missing_required_field_is_named(ex):
    assert ex.execute("grep", "{}").content.startswith("invalid arguments for grep: missing required field `pattern`.")


def test_wrong_type_names_the_field_and_the_expected_type(ex):
    assert "`limit` must be an integer" in ex.execute("grep", '{"pattern": "x", "limit": "many"}').content


def test_validation_error_lists_the_signature(ex):
    assert "grep takes pattern (string, required), glob (string, optional), limit (integer, default 50)" in (
        ex.execute("grep", "{}").content
    )


def test_unknown_field_is_named(ex):
    assert "unknown field `path`" in ex.execute("grep", '{"pattern": "x", "path": "src"}').content


def test_out_of_range_value_names_the_bound(ex):
    assert "`limit` must be >= 1" in ex.execute("glob", '{"limit": 0}').content


def test_bool_field_says_true_or_false(ex):
    assert (
        "`ignore_case` must be true or false" in ex.execute("grep", '{"pattern": "x", "ignore_case": "maybe"}').content
    )


def test_several_problems_are_reported_together(ex):
    assert (
        "missing required field `path`; `limit` must be an integer" in ex.execute("read_file", '{"limit": "x"}').content
    )


def test_tool_exception_becomes_a_failed_result_without_traceback(repo):
    ex = Executor(make_context(repo), tools=(ToolDef("grep", "d", NoArgs, _boom),))
    assert ex.execute("grep", "{}").content == "grep failed: RuntimeError: disk on fire"


@pytest.mark.parametrize(("where", "shown"), [("src/gone.py", "src/gone.py"), ("/tmp/bash_jobs.0/17/pid", "pid")])
def test_tool_os_error_names_the_file_relative_to_the_root_never_the_host_path(repo, where, shown):
    def vanish(args: NoArgs, ctx: ToolContext) -> str:
        raise FileNotFoundError(2, "No such file or directory", str(ctx.root / where))

    ex = Executor(make_context(repo), tools=(ToolDef("grep", "d", NoArgs, vanish),))
    assert ex.execute("grep", "{}").content == f"grep failed: FileNotFoundError: No such file or directory ({shown})"


def test_tool_exception_message_is_bounded_and_relative(repo):
    def chatty(args: NoArgs, ctx: ToolContext) -> str:
        raise ValueError(f"bad {ctx.root}/src/calc.py " + "x" * 1000)

    content = Executor(make_context(repo), tools=(ToolDef("grep", "d", NoArgs, chatty),)).execute("grep", "{}").content
    assert (content.startswith("grep failed: ValueError: bad src/calc.py xxx"), len(content)) == (True, 413)


def test_tool_error_is_fed_back_verbatim(repo):
    ex = Executor(make_context(repo), tools=(ToolDef("nope", "d", NoArgs, _refuse),))
    assert (ex.execute("nope", "{}").content, ex.execute("nope", "{}").ok) == ("not today", False)


def test_meta_records_summary_args_and_size(ex):
    meta = ex.execute("read_file", '{"path": "src/calc.py"}').meta
    assert meta == {
        "truncated": False,
        "original_chars": 66,
        "summary": "src/calc.py (lines 1-2 of 2)",
        "args": {"path": "src/calc.py"},
    }


def test_meta_keeps_raw_args_when_they_are_not_json(ex):
    assert ex.execute("grep", "{oops").meta["args"] == "{oops"


def test_summary_is_at_most_120_chars(ex):
    assert len(ex.execute("grep", '{"pattern": "' + "y" * 300 + '"}').meta["summary"]) == 120


def _twenty_thousand(args: NoArgs, ctx: ToolContext) -> str:
    return "x" * 20_000


def _numbered(args: NoArgs, ctx: ToolContext) -> str:
    return "\n".join(["page (lines 1-200 of 200)", *(f"{n}: " + "y" * 95 for n in range(1, 201))])


def test_large_result_is_truncated_at_the_entry_point(repo):
    tool = ToolDef("dump", "d", NoArgs, _twenty_thousand)
    result = Executor(make_context(repo), tools=[tool]).execute("dump", "{}")
    assert (len(result.content), "12000 of 20000 chars cut" in result.content) == (8054, True)


def test_a_tool_declared_numbered_is_cut_between_lines_naming_them_and_its_own_name(repo):
    tool = ToolDef("show_lines", "d", NoArgs, _numbered, numbered=True)
    content = Executor(make_context(repo), tools=[tool]).execute("show_lines", "{}").content
    note = "…(lines 48-169 omitted, 12270 chars; show_lines offset 48 limit 122)…"
    assert f"\n47: {'y' * 95}\n{note}\n170: " in content


def test_a_numbered_tool_whose_call_failed_keeps_the_exact_cut(repo):
    def fail(args: NoArgs, ctx: ToolContext) -> str:
        raise ToolError("z" * 20_000)

    tool = ToolDef("show_lines", "d", NoArgs, fail, numbered=True)
    assert len(Executor(make_context(repo), tools=[tool]).execute("show_lines", "{}").content) == 8054


def test_truncation_is_recorded_in_meta_not_fed_to_the_model(ex):
    result = ex.execute("read_file", '{"path": "big.txt"}')
    assert (result.meta["truncated"], "truncated" in result.content) == (True, False)


def test_redaction_runs_before_truncation(repo):
    ex = Executor.for_root(repo, redact=lambda text: text.replace("x" * 99, "R"))
    assert ex.execute("read_file", '{"path": "big.txt"}').meta["truncated"] is False


def test_redaction_applies_to_failed_results_too(repo):
    ex = Executor.for_root(repo, redact=lambda text: text.replace("edit_file", "[R]"))
    assert ex.execute("edit_file", "{}").content.startswith("there is no tool named [R].")


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(
    name=st.one_of(st.sampled_from(["glob", "grep", "read_file", ""]), st.text(max_size=20)),
    args=st.one_of(
        st.text(max_size=60),
        st.dictionaries(
            st.sampled_from(["pattern", "path", "glob", "limit", "offset", "ignore_case", "x"]),
            st.one_of(
                st.text(max_size=12),
                st.integers(-5, 5000),
                st.booleans(),
                st.none(),
                st.lists(st.integers(), max_size=2),
            ),
            max_size=4,
        ).map(lambda d: __import__("json").dumps(d)),
    ),
)
def test_execute_never_raises_for_arbitrary_names_and_arguments(ex, name, args):
    assert isinstance(ex.execute(name, args), ToolResult)


_KEY_LINES = [f"MIIEpAIBAAKCAQEAwq83kd9x{k:02d}bbbbccccddddeeeeffffgggghhhhiiiijjkkllmm" for k in range(26)]


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("read_file", '{"path": "deploy/id_rsa", "offset": 5, "limit": 10}'),  # a page between BEGIN and END
        ("read_file", '{"path": "deploy/id_rsa", "offset": 20}'),
        ("grep", '{"pattern": "MIIE"}'),
        ("grep", '{"pattern": "kkllmm$", "ignore_case": true}'),
        ("grep", '{"pattern": "BEGIN", "context": 5}'),  # context lines are `path-N-` prefixed
        ("grep", '{"pattern": "bbbbcccc", "glob": "deploy/*", "context": 2, "limit": 3}'),
    ],
)
def test_a_planted_key_never_leaves_through_a_window_or_a_grep_hit(make_repo, name, args):
    from diagbot.logs.redact import Redactor

    key = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(_KEY_LINES) + "\nq83kd9==\n-----END RSA PRIVATE KEY-----\n"
    root = make_repo({"deploy/id_rsa": key, "src/app.py": "print('hi')\n"})
    for redact in (Redactor().redact, Redactor().redact_code):  # the log mode and the mode tool results get
        result = Executor.for_root(root, redact=redact).execute(name, args)
        assert not any(line[8:] in result.content for line in _KEY_LINES)
        assert "[REDACTED" in result.content
        assert all(line.startswith("deploy/id_rsa") for line in result.content.splitlines()[1:] if name == "grep")
