"""A failure the log places in a shared test helper (go's `t.Errorf` in a helper without `t.Helper()`): the failing
test is found where it is defined, and the offline model follows what it calls, not what the helper calls."""

from __future__ import annotations

from diagbot.logs.types import Failure
from tests.offline.test_follow import _diagnose

HELPER = (
    'package pad\n\nimport "testing"\n\n'
    "func check(t *testing.T, f func(string, int) string, cases map[string]string) {\n"
    "\tfor in, want := range cases {\n\t\tif got := f(in, 7); got != want {\n"
    '\t\t\tt.Errorf("case fails. %q: got %q, want %q", in, got, want)\n\t\t}\n\t}\n}\n'
)
TESTS = (
    'package pad\n\nimport "testing"\n\n'
    'func TestLeft(t *testing.T) {\n\tcheck(t, Left, map[string]string{"ab": "ab     "})\n}\n\n'
    'func TestCenter(t *testing.T) {\n\tcheck(t, Center, map[string]string{"ab": "  ab   "})\n}\n'
)
PAD = (
    'package pad\n\nimport "strings"\n\n// Left pads on the right.\nfunc Left(s string, n int) string {\n'
    '\treturn s + strings.Repeat(" ", n-len(s))\n}\n\n// Center pads both sides, the odd space on the right.\n'
    "func Center(s string, n int) string {\n\tleft := (n - len(s)) / 2\n"
    '\treturn strings.Repeat(" ", left) + s + strings.Repeat(" ", n-len(s)-left)\n}\n'
)
BASE = {"pad.go": PAD, "pad_test.go": TESTS, "util_test.go": HELPER, "go.mod": "module pad\n\ngo 1.21\n"}
CHANGED = {  # the odd space moved left; the helper's file changed too (a new comment), not its logic
    "pad.go": PAD.replace("left := (n - len(s)) / 2", "left := (n - len(s) + 1) / 2"),
    "util_test.go": HELPER.replace("func check(", "// check runs f on each case.\nfunc check("),
}


def test_a_failure_reported_in_a_shared_helper_is_followed_from_the_test_that_failed(make_repo, git):
    message = 'case fails. "ab": got "   ab  ", want "  ab   "'
    failure = Failure(message, "go", "TestCenter", "util_test.go", 9)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    greps = [t.args for t in d.trace if t.tool == "grep" and t.args.get("pattern") == "TestCenter"]
    assert greps == [{"pattern": "TestCenter", "glob": "**/util_test.go"}, {"pattern": "TestCenter"}]
    assert any(t.tool == "read_file" and t.args.get("path") == "pad_test.go" for t in d.trace)
    assert (d.locations[0].path, d.locations[0].line) == ("pad.go", 12)


def test_a_test_found_in_the_file_the_log_names_is_not_searched_for_elsewhere(make_repo, git):
    failure = Failure('case fails. "ab": got "x", want "ab     "', "go", "TestLeft", "pad_test.go", 6)
    d = _diagnose(make_repo, git, BASE, {"pad.go": PAD.replace('" ", n-len(s))', '" ", n))')}, failure)
    assert [t.args for t in d.trace if t.tool == "grep" and t.args.get("pattern") == "TestLeft"] == [
        {"pattern": "TestLeft", "glob": "**/pad_test.go"}
    ]


def test_a_tests_sentence_the_file_does_not_spell_is_not_searched_for_elsewhere(make_repo, git):
    failure = Failure('case fails. "ab": got "x", want "ab     "', "rspec", "pad left pads ab", "pad_test.go", 6)
    d = _diagnose(make_repo, git, BASE, {"pad.go": PAD.replace('" ", n-len(s))', '" ", n))')}, failure)
    greps = [t.args for t in d.trace if t.tool == "grep" and "left" in str(t.args.get("pattern"))]
    assert greps == [{"pattern": r"pad\ left\ pads\ ab", "glob": "**/pad_test.go"}]


SPAN = (
    "package span\n\n// Start is the first number of n's ten.\nfunc Start(n int) int {\n\treturn n / 10 * 10\n}\n\n"
    "// End is the last number of n's ten.\nfunc End(n int) int {\n\treturn n/10*10 + 9\n}\n"
)
ASSERTS = (  # an assertion helper above the test, in its file: the log gives the helper's `t.Errorf` line (8)
    'package span\n\nimport "testing"\n\nfunc assertT(t *testing.T) func(int, int, string) {\n'
    "\treturn func(got, want int, what string) {\n\t\tif got != want {\n"
    '\t\t\tt.Errorf("Failed %s: got %d, want %d", what, got, want)\n\t\t}\n\t}\n}\n\n'
    'func TestBounds(t *testing.T) {\n\tassert := assertT(t)\n\tassert(Start(42), 40, "Start")\n'
    '\tassert(End(42), 49, "End")\n}\n'
)
ROWS = (  # a checking helper above the test, handed rows: the helper's line calls the code under test
    'package span\n\nimport "testing"\n\nfunc check(t *testing.T, rows [][2]int) {\n\tfor _, r := range rows {\n'
    '\t\tif got := End(r[0]); got != r[1] {\n\t\t\tt.Errorf("End(%d) = %d, want %d", r[0], got, r[1])\n'
    "\t\t}\n\t}\n}\n\nfunc TestEnd(t *testing.T) {\n\tcheck(t, [][2]int{\n\t\t{42, 49},\n\t\t{7, 9},\n\t})\n}\n"
)
SPAN_CHANGED = (
    SPAN.replace("return n / 10 * 10", "return n - n%10")  # the same values, written otherwise
    .replace("return n/10*10 + 9", "return n/10*10 + 10")  # one past the ten's end
    .replace("// End is", "// End, inclusive, is")
)


def test_a_failure_in_an_assertion_helper_above_the_test_follows_the_tests_line_saying_it(make_repo, git):
    failure = Failure("Failed End: got 50, want 49", "go", "TestBounds", "span_test.go", 8)
    d = _diagnose(make_repo, git, {"span.go": SPAN, "span_test.go": ASSERTS}, {"span.go": SPAN_CHANGED}, failure)
    defs = [t.args["pattern"] for t in d.trace if t.tool == "grep" and "End" in str(t.args.get("pattern"))]
    assert defs  # the test's line for `End` (16) was followed, not its first one (`Start`)
    assert "Start" not in defs[0]
    assert (d.locations[0].path, d.locations[0].line) == ("span.go", 10)


def test_a_helper_handed_rows_keeps_its_own_line_which_calls_the_code(make_repo, git):
    failure = Failure("End(42) = 50, want 49", "go", "TestEnd", "span_test.go", 8)
    d = _diagnose(make_repo, git, {"span.go": SPAN, "span_test.go": ROWS}, {"span.go": SPAN_CHANGED}, failure)
    defs = [str(t.args["pattern"]) for t in d.trace if t.tool == "grep" and r"(\w+\.)?" in str(t.args["pattern"])]
    assert defs  # the helper's line (`End(r[0])`) was followed, not the row `{42, 49},` nor the test's `check(` call
    assert r"(\w+\.)?End\b" in defs[0]
    assert (d.locations[0].path, d.locations[0].line) == ("span.go", 10)
