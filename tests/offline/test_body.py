"""offline.body: the failing test is read from its first line, so the call that assigned the compared variable is in
view however far above the failing line it is."""

from __future__ import annotations

from diagbot.offline.body import from_test_start

TOTAL = (
    "package shop\n\nfunc Total(xs []int) int {\n\ts := 0\n\tfor _, x := range xs {\n\t\ts += x\n\t}\n\treturn s\n}\n"
)
TEST = (
    'package shop\n\nimport "testing"\n\n'
    "func TestTotal(t *testing.T) {\n"
    "\tgot := Total([]int{1, 2, 3})\n"
    + "".join(f"\t// step {i}: the basket is checked as a customer would see it\n" for i in range(8))
    + "\twant := 6\n"
    "\tif got != want {\n"
    '\t\tt.Errorf("got %d, want %d", got, want)\n'
    "\t}\n}\n"
)
LOG = "--- FAIL: TestTotal (0.00s)\n    shop_test.go:17: got 5, want 6\nFAIL\nFAIL\tshop\t0.002s\n"


def test_a_read_of_the_failing_line_starts_where_the_grep_found_the_test() -> None:
    step = ("read_file", {"path": "a_test.go", "offset": 25, "limit": 20, "_focus": 30, "_test": True})
    hits = [("a_test.go", 12, "func TestA(t *testing.T) {"), ("b_test.go", 20, "func TestA(t *testing.T) {")]
    assert from_test_start(step, hits)[1] == {**step[1], "offset": 12, "limit": 33}


def test_the_call_assigning_got_far_above_the_failing_line_is_followed_into_its_change(explain_branch):
    assert TEST.splitlines()[16].strip().startswith("t.Errorf")
    d = explain_branch(
        {"shop.go": TOTAL, "shop_test.go": TEST, "go.mod": "module shop\n\ngo 1.21\n"},
        {"shop.go": TOTAL.replace("s := 0", "s := -1")},
        LOG,
        "the total starts lower",
    )
    assert (d.locations[0].path, d.locations[0].line) == ("shop.go", 4), d.conclusion
