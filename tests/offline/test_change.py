"""offline.change: which changed hunks the failure reaches, and modules the branch moved."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.also_changed import moved_module
from diagbot.offline.change import Hunk, file_hunks, hunks_in_reach
from diagbot.offline.changed import Changed, read_hunk
from diagbot.offline.clues import failure_words
from diagbot.offline.code import function_span
from diagbot.offline.kinds import without_comment

CALC = {1: "def add(a, b):", 2: "    return a + b", 3: "", 4: "", 5: "def divide(a, b):", 6: "    return a / b"}


def _changes(*files: FileChange) -> ChangeSet:
    return ChangeSet(files, "main", "the default branch")


def _modified(path: str, patch: str) -> FileChange:
    return FileChange(path, "modified", added=patch.count("\n+"), deleted=patch.count("\n-"), patch=patch)


def test_a_functions_span_runs_from_its_definition_to_its_last_line_before_the_next():
    assert (function_span(CALC, 6), function_span(CALC, 2)) == ((5, 6), (1, 2))


SUMMARY = {
    17: "def week_summary(rides):",
    18: "    return {",
    19: '        "rides": len(rides),',
    20: "    }",
    21: "",
    22: "",
    23: 'LABELS = {"km": "km/h"}',
    24: "",
    25: "",
    26: "def weekly(rides):",
}


def test_a_python_statement_as_shallow_as_a_def_ends_it_but_a_ruby_end_closes_its_def():
    ruby = {1: "def total(items,", 2: "          tax)", 3: "  items.sum", 4: "end", 5: "X = 1"}
    assert (function_span(SUMMARY, 19), function_span(ruby, 3)) == ((17, 20), (1, 4))


def test_a_hunk_below_a_function_whose_end_was_read_is_out_of_reach_though_its_header_names_it():
    patch = '@@ -21,3 +21,4 @@ def week_summary(rides):\n \n \n+LABELS = {"km": "km/h"}\n def weekly(rides):\n'
    change = _modified("report.py", patch)
    assert hunks_in_reach(_changes(change), [("report.py", 19, SUMMARY)]) == []
    cut = {n: t for n, t in SUMMARY.items() if n <= 19}  # the read stopped inside the function: it may run on
    assert [h.first for h in hunks_in_reach(_changes(change), [("report.py", 19, cut)])] == [23]


def test_without_a_definition_in_view_the_span_is_the_line_itself():
    assert function_span({10: "x = 1", 11: "y = 2"}, 11) == (11, 11)


def test_a_java_method_ends_before_the_next_method_not_at_an_if():
    code = {1: "  int divide(int a, int b) {", 2: "    if (b == 0) {", 3: "      return 0;", 4: "    }", 5: "  }"}
    assert function_span({**code, 6: "  int add(int a, int b) {"}, 3) == (1, 5)


WRAPPED_C = {
    1: "double to_clock(const struct site *s, double solar,",
    2: "                int doy)",
    3: "{",
    4: "    return solar + offset(s, doy);",
    5: "}",
    6: "double from_clock(const struct site *s, double clock,",
    7: "                  int doy);",
    8: "int main(void) {",
    9: "    return compute(a,",
    10: "                   b);",
    11: "}",
}


def test_a_typed_functions_parameters_may_go_on_over_the_next_lines():
    java = {
        1: "  public long sum(int a,",
        2: "                  int b) throws IOException {",
        3: "    return a;",
        4: "  }",
    }
    assert (function_span(WRAPPED_C, 4), function_span(java, 3)) == ((1, 5), (1, 4))


def test_a_wrapped_prototype_or_call_opens_no_function():
    assert function_span(WRAPPED_C, 10) == (8, 11)
    assert function_span({k: v for k, v in WRAPPED_C.items() if k < 8}, 7) == (1, 5)


def test_a_changed_signature_going_on_over_the_next_line_is_cited_after_the_body_it_opens():
    lines = [
        "1: @@ -1,4 +1,4 @@",
        "2:       -double to_clock(const struct site *s, double solar)",
        "3:     1 +double to_clock(const struct site *s, double solar,",
        "4:     2 +                int doy)",
        "5:     3  {",
        "6:       -    return solar + offset(s);",
        "7:     4 +    return solar - offset(s, doy);",
    ]
    assert read_hunk("clock.c", lines, 1).line == 4


def test_a_hunk_inside_the_read_function_is_in_reach():
    change = _modified("src/calc.py", "@@ -5,2 +5,2 @@\n def divide(a, b):\n-    return a / b\n+    return b / a\n")
    reach = hunks_in_reach(_changes(change), [("src/calc.py", 5, CALC)])
    assert [(h.path, h.first, h.last, h.offset, h.lines, h.added, h.focus, h.code) for h in reach] == [
        ("src/calc.py", 6, 6, 1, 4, ((6, 4),), 5, (6, 6))
    ]


def test_a_hunk_in_another_function_of_the_same_file_is_not():
    change = _modified("src/calc.py", "@@ -1,2 +1,2 @@\n def add(a, b):\n-    return a + b\n+    return b + a\n")
    assert hunks_in_reach(_changes(change), [("src/calc.py", 5, CALC)]) == []


def test_a_hunk_in_a_file_nobody_read_is_not():
    change = _modified("src/other.py", "@@ -1 +1 @@\n-x = 1\n+x = 2\n")
    assert hunks_in_reach(_changes(change), [("src/calc.py", 5, CALC)]) == []


def test_several_hunks_in_reach_come_nearest_first():
    body = {n: f"    x{n} = {n}" for n in range(2, 30)}
    code = {1: "def long(a):", **body}
    patch = "@@ -20,1 +20,1 @@\n-    x20 = 0\n+    x20 = 20\n@@ -3,1 +3,1 @@\n-    x3 = 0\n+    x3 = 3\n"
    reach = hunks_in_reach(_changes(_modified("a.py", patch)), [("a.py", 4, code)])
    assert [h.first for h in reach] == [3, 20]


def test_the_diff_tools_result_is_read_back_as_removed_and_added_lines():
    lines = [
        "1: @@ -5,2 +5,2 @@",
        "2:     5  def divide(a, b):",
        "3:       -    return a / b",
        "4:     6 +    return b / a",
    ]
    around = ("def divide(a, b):", "    return b / a")  # the hunk's new side as the page shows it
    assert read_hunk("src/calc.py", lines, 5) == Changed(
        "src/calc.py",
        6,
        ("    return a / b",),
        ("    return b / a",),
        around=around,
        cited="    return b / a",
        shown=(5, 6),
    )


def test_a_page_of_removed_lines_only_is_read_back_without_a_new_side():
    lines = ["1: @@ -5,40 +5,0 @@", "2:       -    total = 0", "3:       -    return total"]
    assert read_hunk("src/calc.py", lines, 0).shown == (0, 0)


def test_of_a_long_added_run_the_line_nearest_the_failing_line_is_named():
    lines = ["1: @@ -8,0 +9,4 @@", "2:     9 +a = 1", "3:    10 +b = 2", "4:    11 +c = b / 0", "5:    12 +d = 4"]
    assert read_hunk("x.c", lines, 11).line == 11


def test_a_long_hunk_is_read_around_the_added_line_nearest_the_failing_line():
    added = tuple((n, n - 7) for n in range(9, 109))
    assert Hunk("x.c", 9, 108, 1, 101, added, focus=90).window(40) == (73, 40)


def test_a_module_the_failure_cannot_import_that_the_branch_renamed_is_named_with_its_new_name():
    moved = _changes(FileChange("src/calculator.py", "renamed", "src/calc.py"))
    message = "ModuleNotFoundError: No module named 'src.calc'"
    assert moved_module(message, moved) == "the branch renamed `src/calc.py` → `src/calculator.py`"


def test_a_deleted_module_a_js_test_requires_is_named():
    gone = _changes(FileChange("lib/format.js", "deleted", deleted=9))
    assert moved_module("Error: Cannot find module '../lib/format'", gone) == "the branch deleted `lib/format.js`"


def test_a_missing_module_the_branch_did_not_touch_is_not_blamed():
    other = _changes(FileChange("lib/other.js", "deleted"))
    assert moved_module("Error: Cannot find module './format'", other) is None


def test_with_no_failing_line_to_be_near_the_first_added_code_is_named_not_a_comment():
    lines = ["1: @@ -1,2 +1,4 @@", "2:     1 +// what a coupon takes off", "3:     2 +const RATE = 0.9;", "4:  3  x"]
    assert read_hunk("a.js", lines, 0).line == 2


def test_the_other_added_code_lines_of_the_change_are_kept_to_cite_one_per_place():
    rows = ["# a note", "a = 1", "", "b = a * 2", "c = b", "d = c", "e = d", "f = e", "g = f"]
    lines = ["1: @@ -1,0 +1,9 @@"] + [f"{i + 2}: {i + 1:>5} +{t}" for i, t in enumerate(rows)]
    # line 2 is cited; 4 and 5 are within 3 lines of it, 6 is not, and 7 to 9 are within 3 lines of 6
    assert read_hunk("m.py", lines, 0).elsewhere == (6,)


def test_the_other_added_lines_to_cite_come_likeliest_first():
    kept = [f"{i + 3}: {n:>5}  pass" for i, n in enumerate([2, 3, 4, 5, 7, 8, 9, 10, 11])]
    lines = ["1: @@ -1,11 +1,12 @@", "2:     1 +x = 1", *kept[:4], "7:     6 +z = 0", *kept[4:]]
    lines += ["13:        -y = total(a, b) + 1", "14:    12 +y = total(a, b) - 1"]
    # 1 is cited (the failing line); of the others, 12 edits a removed line: it comes before 6 (new code)
    assert read_hunk("m.py", lines, 1).elsewhere == (12, 6)


def test_of_an_added_run_the_line_saying_the_failures_words_is_named():
    lines = ["1: @@ -8,0 +9,3 @@", "2:     9 +end = offset + limit", "3:    10 +has_more = end <= total"]
    assert read_hunk("p.py", lines, 12, frozenset({"has_more"})).line == 10


def test_a_comment_saying_the_failures_words_does_not_name_its_line():
    lines = ["1: @@ -0,0 +1,3 @@", "2:     1 +int power_rank = 4;", "3:     2 +int shift = 1;", "4:     3 +}  // calc"]
    assert read_hunk("ops.cpp", lines, 0, frozenset({"calc", "power_rank"})).line == 1
    assert read_hunk("ops.cpp", lines, 0, frozenset({"calc"})).line != 3


def test_a_line_loses_only_its_comment_found_outside_strings():
    assert without_comment("}  // namespace calc", "src/ops.cpp") == "}"
    assert without_comment('url = "http://x/calc" // the calc', "a.js") == 'url = "http://x/calc"'
    assert without_comment('colour = "#fff"  # calc', "a.py") == 'colour = "#fff"'
    assert without_comment("half = total // 2", "a.py") == "half = total // 2"  # Python's floor division


def test_the_failing_line_itself_added_is_named_before_a_line_saying_the_failures_words():
    lines = ["1: @@ -1,0 +1,2 @@", "2:     1 +size_t n = 0;", '3:     2 +printf("%d", n);']
    assert read_hunk("a.c", lines, 2, frozenset({"size_t"})).line == 2


def test_a_hunk_changing_only_comments_comes_after_one_changing_code():
    patch = "@@ -2,1 +2,1 @@\n-    # old note\n+    # new note\n@@ -5,1 +5,1 @@\n-    x5 = 0\n+    x5 = 5\n"
    code = {1: "def f(a):", **{n: f"    x{n} = {n}" for n in range(2, 9)}}
    reach = hunks_in_reach(_changes(_modified("a.py", patch)), [("a.py", 2, code)])
    assert [(h.first, h.inert) for h in reach] == [(5, False), (2, True)]


def test_a_name_added_to_an_export_list_opened_above_the_hunk_changes_no_code():
    patch = '@@ -6,3 +6,4 @@ __all__ = [\n     "validate",\n+    "is_http11",\n ]\n \n'
    patch += "@@ -20,1 +21,2 @@ def ok(v):\n     return v\n+    x = 1\n"
    hunks = file_hunks(_changes(_modified("h/_util.py", patch)), "h/_util.py")
    assert [(h.first, h.inert) for h in hunks] == [(22, False), (7, True)]


def test_a_reached_function_handing_its_work_to_a_new_function_leads_into_that_function():
    rows = [
        "@@ -10,4 +10,11 @@",
        "    10  def result(name):",
        "        -    return Result(name, wins(name), scored(name), scored(opponent(name)))",
        "    11 +    t = tally(name)",
        "    12 +    return Result(name, t['wins'], t['scored'], t['received'])",
        "    13 +",
        "    14 +",
        "    15 +def tally(name):",
        "    16 +    t = {'wins': 0, 'scored': 0, 'received': 0}",
        "    17 +    for mine, theirs in bouts(name):",
        "    18 +        t['scored'] += mine",
        "    19 +        t['received'] += mine",
        "    20 +    return t",
    ]
    lines = [f"{i + 1}: {r}" for i, r in enumerate(rows)]
    assert read_hunk("pool.py", lines, 10, span=(10, 12)).line >= 15  # in tally, not the lines passing its work on
    plain = [*lines[:2], "3:        -    return Result(name, wins(name))", "4:    11 +    t = tally(name)"]
    plain += ["5:    12 +    return Result(name, t['wins'] + 1)", *lines[5:]]  # the reached line computes: it leads
    assert read_hunk("pool.py", plain, 10, span=(10, 12)).line == 12


JS_CLASS = {
    1: "class Limiter {",
    2: "  take(key) {",
    3: "    return this.bucket(key).take(1);",
    4: "  }",
    5: "",
    6: "  retryAfter(key) {",
    7: "    return this.bucket(key).wait(1);",
    8: "  }",
    9: "}",
}


def test_a_hunk_in_another_method_of_the_same_class_is_not_in_reach():
    change = _modified(
        "l.js", "@@ -3,1 +3,1 @@\n-    return this.bucket(key).take(2);\n+    return this.bucket(key).take(1);\n"
    )
    assert hunks_in_reach(_changes(change), [("l.js", 6, JS_CLASS)]) == []
    assert [h.first for h in hunks_in_reach(_changes(change), [("l.js", 2, JS_CLASS)])] == [3]


def test_of_a_hunk_changing_a_docstring_and_the_code_below_it_the_code_is_named():
    lines = [
        "1: @@ -1,5 +1,6 @@",
        "2:     1  def take_nth(n, seq):",
        '3:     2      """Every nth item.',
        "4:       -    [10, 30]",
        "5:     3 +    [20, 40]",
        "6:     4 +    See also: take",
        '7:     5      """',
        "8:       -    return islice(seq, 0, None, n)",
        "9:     6 +    return islice(seq, n - 1, None, n)",
    ]
    assert read_hunk("t.py", lines, 1).line == 6


def test_of_several_added_lines_the_small_edit_of_a_removed_line_is_named():
    lines = [
        "1: @@ -1,3 +1,4 @@",
        "2:     1  def get(self, key):",
        "3:       -    link = links[key]",
        "4:     2 +    link = self.links.get(key)",
        "5:       -    if self.timer() < link.expires:",
        "6:     3 +    if self.timer() <= link.expires:",
        "7:     4 +        return link.value",
    ]
    assert read_hunk("c.py", lines, 1).line == 3


def test_an_added_line_in_the_function_the_failure_reaches_comes_before_one_outside_it():
    lines = [
        "1: @@ -1,4 +1,4 @@",
        "2:       -RATE_PERCENT = 4.5",
        "3:     1 +RATE_PERCENT = 4.50",
        "4:     2  def monthly():",
        "5:       -    return RATE / 12",
        "6:     3 +    return RATE_PERCENT / 12",
    ]
    assert read_hunk("l.py", lines, 2, span=(2, 3)).line == 3


def test_code_moved_into_a_function_the_reached_one_calls_and_changed_on_the_way_is_named():
    lines = [  # `padded` now calls `_batches`, whose loop was moved out of it with `n - 1` become `n`
        "1: @@ -1,8 +1,3 @@",
        "2:     1  def padded(items, n):",
        "3:       -    def batches():",
        "4:       -        for first in items:",
        "5:       -            yield islice(rest, n - 1)",
        "6:     2 +    return chain(_batches(items, n))",
        "7:     3  ",
        "8: @@ -10,2 +5,5 @@",
        "9:     5 +def _batches(items, n):",
        "10:     6 +    for first in items:",
        "11:     7 +        yield islice(rest, n)",
    ]
    assert read_hunk("m.py", lines, 1, span=(1, 3)).line == 7


def test_logic_the_reached_function_gave_to_a_function_the_branch_added_is_read_there():
    lines = [  # `order`'s comparator became the new `byPosition`, passed by name: its comparison is the suspect
        "1: @@ -1,9 +1,9 @@",
        "2:     1 +function byPosition(a, b) {",
        "3:     2 +  return Number(a.regular) - Number(b.regular) || a.arrival - b.arrival;",
        "4:     3 +}",
        "5:     4  function order(parties) {",
        "6:       -  return [...parties].sort((a, b) => {",
        "7:       -    if (a.regular !== b.regular) return a.regular ? -1 : 1;",
        "8:       -    return a.arrival - b.arrival;",
        "9:       -  });",
        "10:     5 +  return [...parties].sort(byPosition);",
        "11:     6  }",
    ]
    assert read_hunk("q.js", lines, 4, span=(4, 6)).line == 2


def test_a_reached_function_that_still_compares_keeps_its_own_line_before_a_new_helper():
    lines = [  # the loops became `isBlank` calls, but the loop's bound (`end`, was `end - 1`) stayed here
        "1: @@ -1,9 +1,7 @@",
        "2:     1 +function isBlank(code) {",
        "3:     2 +  return code === 32 || code === 9;",
        "4:     3 +}",
        "5:     4  function trimmed(str, start, end) {",
        "6:       -  while (end > start) {",
        "7:       -    if (str.charCodeAt(end - 1) !== 32) break;",
        "8:       -    end--;",
        "9:       -  }",
        "10:     5 +  while (end > start && isBlank(str.charCodeAt(end))) end--;",
        "11:     6    return str.slice(start, end);",
    ]
    assert read_hunk("t.js", lines, 4, span=(4, 6)).line == 5


def test_a_change_of_the_reached_function_itself_comes_before_code_it_moved_out_and_edited():
    lines = [  # `parse` keeps its own changed line (`||=`) and calls `entry`, where `balance += c` moved
        "1: @@ -1,8 +1,9 @@",
        "2:     1  class Parser",
        "3:       -  def self.parse(rows, opening)",
        "4:       -    balance = opening",
        "5:       -    rows.each do |r|",
        "6:       -      balance += r.cents",
        "7:       -    end",
        "8:     2 +  def parse(rows, opening)",
        "9:     3 +    @balance ||= opening",
        "10:     4 +    rows.map { |r| entry(r) }",
        "11:     5 +  end",
        "12:     6  ",
        "13:     7 +  def entry(r)",
        "14:     8 +    @balance += r.cents",
        "15:     9 +  end",
    ]
    assert read_hunk("lib/parser.rb", lines, 1, span=(2, 5)).line == 3


def test_a_removed_line_added_back_unchanged_is_not_taken_for_the_one_an_added_line_edits():
    lines = [  # `soft_limit = parse_limit(text)` stayed; `hard_limit = ...` is new code, not an edit of it
        "1: @@ -1,3 +1,5 @@",
        "2:     1  def limits(text):",
        "3:       -    soft_limit = parse_limit(text)",
        "4:     2 +    check_format(text)",
        "5:     3 +    hard_limit = parse_limit(text, 1)",
        "6:     4 +    soft_limit = parse_limit(text)",
        "7:     5 +    return check(soft_limit, hard_limit)",
    ]
    assert read_hunk("u.py", lines, 1, span=(1, 5)).line == 5  # no edit: of the new lines, the one returning


def test_a_removed_line_an_earlier_page_of_the_diff_showed_makes_its_edit_the_one_named():
    lines = [
        "20: @@ -30,2 +30,6 @@",
        "21:    30  fn prefix(a: &str, b: &str, max: usize) -> usize {",
        "22:    31 +    let pairs = a.chars().zip(b.chars());",
        "23:    32 +    pairs",
        "24:    33 +        .take(limit_of_prefix)",
        "25:    34 +        .count()",
    ]
    earlier = ("        .take(limit_of_prefix - 1)",)
    assert read_hunk("lib.rs", lines, 30, span=(30, 35)).line == 31
    assert read_hunk("lib.rs", lines, 30, span=(30, 35), removed_before=earlier).line == 33


def test_of_lines_replaced_one_for_one_the_one_given_a_new_value_is_named_not_one_only_factored():
    lines = [  # the mask is read once into `bits`; only the second case's constant changed on the way
        "1: @@ -5,6 +5,7 @@",
        "2:     5  func Kind(u ID) int {",
        "3:     6 +\tbits := u[8] & 0xe0",
        "4:     7  \tswitch {",
        "5:       -\tcase (u[8] & 0xc0) == 0x80:",
        "6:     8 +\tcase bits&0xc0 == 0x80:",
        "7:     9  \t\treturn 1",
        "8:       -\tcase (u[8] & 0xe0) == 0xc0:",
        "9:    10 +\tcase bits&0xc0 == 0xc0:",
        "10:    11  \t\treturn 2",
        "11:       -\tcase (u[8] & 0xe0) == 0xe0:",
        "12:    12 +\tcase bits == 0xe0:",
    ]
    assert read_hunk("kind.go", lines, 5, span=(5, 14)).line == 10


def test_the_compared_values_do_not_lead_to_a_line_moved_as_it_was():
    lines = [  # the sum moved, unchanged, under a new cache check; the check is what changed
        "1: @@ -20,6 +20,9 @@",
        "2:    20      def counts(self):",
        "3:       -        out = {}",
        "4:       -        for row in self._rows:",
        "5:       -            out[row.key] = out.get(row.key, 0) + row.n",
        "6:    21 +        stamp = len(self._rows)",
        "7:    22 +        if stamp != self._stamp:",
        "8:    23 +            out = {}",
        "9:    24 +            for row in self._rows:",
        "10:    25 +                out[row.key] = out.get(row.key, 0) + row.n",
        "11:    26 +            self._out, self._stamp = out, stamp",
        "12:    27 +        return dict(self._out)",
    ]
    moved = frozenset(row.split("-", 1)[1].strip() for row in lines[2:5])  # as the diff's removed lines give it
    said = "AssertionError: 10 != 6"
    assert read_hunk("src/tally.py", lines, 20, span=(20, 27), message=said, moved=moved).line == 22
    new_sum = [row.replace("+ row.n", "+ row.n * row.w") if row.startswith("10:") else row for row in lines]
    assert read_hunk("src/tally.py", new_sum, 20, span=(20, 27), message=said, moved=moved).line == 25


def test_a_function_the_reached_one_names_without_brackets_is_what_it_runs():
    lines = [  # Ruby: `items.sort` calls `items`; `label` is changed too, nearer, but `lines` never names it
        "1: @@ -1,14 +1,14 @@",
        "2:     1      def items",
        "3:     2        totals.each_with_object({}) do |(name, n), wanted|",
        "4:       -          next unless n.positive?",
        "5:     3 +          return wanted unless n.positive?",
        "6:     4          wanted[name] = n",
        "7:     5        end",
        "8:     6      end",
        "9:     7  ",
        "10:     8      def lines",
        '11:     9        items.sort.map { |name, n| "#{name}: #{n}" }',
        "12:    10      end",
        "13:    11  ",
        "14:    12      def label(name)",
        "15:       -        name.capitalize",
        "16:    13 +        return name.upcase if name",
        "17:    14      end",
    ]
    assert read_hunk("lib/list.rb", lines, 10, span=(8, 10)).line == 3


def test_a_reached_function_whose_own_change_is_its_signature_runs_what_its_callee_changed():
    lines = [  # `around` calls the new `step`, into which `neighbours`' checks moved, one of them changed
        "1: @@ -60,12 +60,14 @@",
        "2:       -    pub fn neighbours(&self, pos: Pos) -> Vec<Pos> {",
        "3:       -        let mut out = Vec::new();",
        "4:       -        if pos.y + 1 < self.height {",
        "5:       -            out.push(Pos::new(pos.x, pos.y + 1));",
        "6:       -        }",
        "7:    60 +    pub fn step(&self, pos: Pos, dir: Dir) -> Option<Pos> {",
        "8:    61 +        match dir {",
        "9:    62 +            Dir::South => (pos.y + 1 < self.width).then(|| Pos::new(pos.x, pos.y + 1)),",
        "10:    63 +            Dir::North => (pos.y > 0).then(|| Pos::new(pos.x, pos.y - 1)),",
        "11:    64 +        }",
        "12:    65 +    }",
        "13:    66 +",
        "14:       -    pub fn around(&self, pos: Pos) -> Vec<Pos> {",
        "15:    67 +    pub fn around(&self, pos: Pos, dirs: &[Dir]) -> Vec<Pos> {",
        "16:    68          dirs.iter().filter_map(|&d| self.step(pos, d)).collect()",
        "17:    69      }",
    ]
    assert read_hunk("src/grid.rs", lines, 0, span=(67, 69)).line == 62  # not the signature at 67


def test_the_line_written_otherwise_than_the_like_lines_of_its_run_is_cited():
    fields = ["base", "perKm", "freeKm", "rush", "step"]  # the run adds a sixth field: no row replaced one for one
    lines = ["1: @@ -30,5 +30,6 @@"] + [f"{i}:       -    {f}: pick(o.{f}, D.{f})," for i, f in enumerate(fields, 2)]
    lines += [f"{i}:    {28 + i} +    {f}: o.{f} ?? D.{f}," for i, f in enumerate([*fields, "least"], 7)]
    for field, line in (("freeKm", 37), ("base", 35), ("step", 39)):
        slip = [row.replace(f"o.{field} ?? D", f"o.{field} || D") for row in lines]
        assert read_hunk("src/config.ts", slip, 0).line == line  # `||` among `??`


def test_new_code_where_a_brace_was_removed_changed_no_value_of_that_line():
    lines = [  # the comparator became a field; a second field took the place of the removed constructor
        "1: @@ -3,8 +3,9 @@",
        "2:     3 +public final class Order {",
        "3:       -public final class Order implements Comparator<Job> {",
        "4:       -    public static final Order BY_PRIORITY = new Order();",
        "5:     4 +    public static final Comparator<Job> BY_PRIORITY = Comparator.comparingInt(Job::priority)",
        "6:     5 +            .reversed();",
        "7:     6  ",
        "8:       -    private Order() {",
        "9:     7 +    public static final Comparator<Job> BY_NAME = Comparator.comparing(Job::name);",
        "10:     8 +    public static final Comparator<Job> BY_SIZE = Comparator.comparing(Job::size);",
        "11:       -    }",
    ]
    assert read_hunk("src/Order.java", lines, 0).line == 4  # not line 7, though `<`/`>` are new there
    edited = [row.replace("private Order() {", "static final int LIMIT = 8;") for row in lines]
    edited[8] = "9:     7 +    static final int LIMIT = 9;"
    assert read_hunk("src/Order.java", edited, 0).line == 7  # a value of the line it replaced changed


def test_a_call_moved_into_a_called_function_with_its_arguments_swapped_is_named():
    lines = [  # `wait` now calls `wait_for`, which calls `minutes_until` with `now` and the departure swapped
        "1: @@ -50,4 +50,8 @@",
        "2:    50      pub fn wait(&self, now: Clock) -> Option<u16> {",
        "3:       -        self.next(now).map(|s| minutes_until(now, s.departs))",
        "4:    51 +        self.next(now).map(|s| wait_for(s, now))",
        "5:    52      }",
        "6:    53 +",
        "7:    54 +fn wait_for(sailing: &Sailing, now: Clock) -> u16 {",
        "8:    55 +    minutes_until(sailing.departs, now)",
        "9:    56 +}",
    ]
    assert read_hunk("src/timetable.rs", lines, 50, span=(50, 52)).line == 55
    same = "minutes_until(now, sailing.departs)"
    kept_order = [row.replace("minutes_until(sailing.departs, now)", same) for row in lines]
    assert read_hunk("src/timetable.rs", kept_order, 50, span=(50, 52)).line == 51


def test_a_cited_line_after_a_comment_in_its_run_is_quoted_itself():
    from diagbot.offline.report_change import change_at as _change_at

    lines = [
        "1: @@ -5,3 +5,5 @@",
        "2:     5  func Variant(u ID) byte {",
        "3:     6 +\t// the variant is in the top bits",
        "4:     7 +\tbits := u[8] & 0xe0",
        "5:       -\treturn u[8] & 0xc0",
        "6:     8 +\treturn bits",
    ]
    c = read_hunk("kind.go", lines, 7)
    assert c.line == 7
    assert _change_at(c) == "`kind.go:7` (`+ bits := u[8] & 0xe0`, and 3 more lines)"


RATES_PATCH = '@@ -1,3 +1,3 @@\n RATES = {\n-    "de": 19,\n+    "de": 16,\n     "fr": 20,\n'


def test_a_changed_row_is_found_by_the_key_the_failure_quotes():
    from diagbot.offline.also_changed import keyed_row

    changes = _changes(_modified("tax/rates.py", RATES_PATCH))
    assert keyed_row(changes, "assert 116 == 119 (where vat(region='de'))") == ("tax/rates.py", 2, "de", '"de": 16,')
    assert keyed_row(changes, "assert 116 == 119 (where vat(region='fr'))") is None  # that row did not change
    assert keyed_row(changes, "assert 116 == 119") is None  # no key quoted


def test_a_key_changed_in_rows_of_several_files_names_none_of_them():
    from diagbot.offline.also_changed import keyed_row

    changes = _changes(_modified("tax/rates.py", RATES_PATCH), _modified("tax/reduced.py", RATES_PATCH))
    assert keyed_row(changes, "region='de'") is None
    tests_too = _changes(_modified("tax/rates.py", RATES_PATCH), _modified("tests/test_rates.py", RATES_PATCH))
    assert keyed_row(tests_too, "region='de'") == ("tax/rates.py", 2, "de", '"de": 16,')  # a test's row is no culprit


def test_a_changed_enum_constant_the_failing_line_names_is_its_row():
    from diagbot.offline.also_changed import keyed_row

    enum = "@@ -2,3 +2,3 @@\n     CAR(2500, 5.0),\n-    VAN(3800, 6.0),\n+    VAN(3800, 5.0),\n     BUS(9000, 12.0);\n"
    changes = _changes(_modified("src/main/java/ferry/Vehicle.java", enum))
    failing = "assertEquals(3800, Fares.vehicleCharge(Vehicle.VAN, 6.0));"
    assert keyed_row(changes, "expected: <3800> but was: <4200>", failing) == (
        "src/main/java/ferry/Vehicle.java",
        3,
        "VAN",
        "VAN(3800, 5.0),",
    )
    assert keyed_row(changes, "", "assertEquals(9000, Fares.vehicleCharge(Vehicle.BUS, 12.0));") is None  # unchanged


def test_a_fields_declared_type_is_no_row_of_values():
    from diagbot.offline.also_changed import keyed_row

    declared = "@@ -1,3 +1,4 @@\n export interface Workshop {\n   title: string;\n+  pence: number;\n }\n"
    rows = "@@ -1,3 +1,4 @@\n export const FEES = {\n   title: 'x',\n+  pence: 4500,\n };\n"
    said = 'expect(received).toEqual(expected) (- "pence": -24750, + "pence": 49500)'
    assert keyed_row(_changes(_modified("src/workshops.ts", declared)), said) is None
    assert keyed_row(_changes(_modified("src/fees.ts", rows)), said) == ("src/fees.ts", 3, "pence", "pence: 4500,")
    bare = "@@ -1,3 +1,5 @@\n export interface Row {\n   team: string\n+  /** Its wins. */\n+  pence: number\n }\n"
    assert keyed_row(_changes(_modified("src/rows.ts", bare)), said) is None  # a member without its `;`
    indexed = "@@ -1,3 +1,4 @@\n type Check = {\n   value: number;\n+  pence: Failure['pence'];\n }\n"
    assert keyed_row(_changes(_modified("src/checks.ts", indexed)), said) is None  # a type literal's, indexed


OPTIONS_PATCH = (
    "@@ -1,4 +1,5 @@\n const DEFAULTS = Object.freeze({\n   milesBefore: 0,\n+  yearStarts: '06-04',\n"
    "   fullRate: 45,\n });\n"
)
READS = {"yearStarts": ("src/claim.js", 28, 21, 40), "milesBefore": ("src/claim.js", 23, 21, 40)}


def test_a_changed_setting_the_reached_code_reads_as_a_field_is_its_row():
    from diagbot.offline.also_changed import field_row

    changes = _changes(_modified("src/rates.js", OPTIONS_PATCH))
    assert field_row(changes, READS) == ("src/rates.js", 3, "yearStarts", "yearStarts: '06-04',")
    assert field_row(changes, {"fullRate": READS["yearStarts"]}) is None  # that row did not change
    both = _changes(_modified("src/rates.js", OPTIONS_PATCH), _modified("src/other.js", OPTIONS_PATCH))
    assert field_row(both, READS) is None  # rows of several files: the name alone does not tell which


@pytest.mark.parametrize(
    "row",
    [
        "+  yearStarts: null,",  # an optional field added with no value: nothing changes until it is set
        "+    until: date | None = None  # no end",
        "+  yearStarts: start + offset,",  # computed in code: no setting written out
        "+  yearStarts: '06-04',\n-  yearStarts: '06-04',",  # moved, not changed
    ],
)
def test_a_field_with_no_setting_written_out_or_only_moved_is_no_row(row):
    from diagbot.offline.also_changed import field_row

    patch = "@@ -1,3 +1,3 @@\n const DEFAULTS = {\n" + row + "\n };\n"
    reads = {"yearStarts": READS["yearStarts"], "until": READS["yearStarts"]}
    assert field_row(_changes(_modified("src/rates.js", patch)), reads) is None


def test_a_row_of_the_reading_function_itself_is_no_setting_it_reads():
    from diagbot.offline.also_changed import field_row

    changes = _changes(_modified("src/claim.js", "@@ -24,2 +24,2 @@\n   return {\n+    yearStarts: '04-06',\n"))
    assert field_row(changes, READS) is None  # claim.js:25 lies in the reading function (lines 21-40)


FREE_SLOTS = (
    "@@ -81,6 +83,10 @@ func FreeSlots(day Day, booked []Appointment, length int) ([]Slot, error) {\n"
    " \tif err != nil {\n \t\treturn nil, err\n \t}\n+\torigin, err := parseClock(day.Open)\n+\tif err != nil {\n"
    "+\t\treturn nil, err\n+\t}\n \tbusy := make([]interval, 0, len(booked))\n"
    "@@ -95,8 +101,8 @@ func FreeSlots(day Day, booked []Appointment, length int) ([]Slot, error) {\n"
    " \tvar out []Slot\n \tfor _, f := range free {\n"
    "-\t\tfor start := f.start; start+length <= f.end; start += length {\n"
    "+\t\tfor start := alignUp(f.start, origin, length); start+length <= f.end; start += length {\n"
    " \t\t\tout = append(out, Slot{start, start + length})\n \t\t}\n"
    "@@ -120,3 +126,8 @@ func FreeSlots(day Day, booked []Appointment, length int) ([]Slot, error) {\n"
    " \treturn out, nil\n }\n \n+func Busiest(days []Day) Day {\n+\treturn days[0]\n+}\n"
)


def test_a_hunk_git_places_in_the_read_function_below_the_read_is_in_reach():
    head = "func FreeSlots(day Day, booked []Appointment, length int) ([]Slot, error) {"
    read = {78: head, 79: "\tif length <= 0 {", 80: '\t\treturn nil, fmt.Errorf("length")', 81: "\t}"}
    read |= {82: "\tfree, err := openIntervals(day)", 83: "\tif err != nil {", 84: "\t\treturn nil, err", 85: "\t}"}
    hunks = hunks_in_reach(_changes(_modified("slots/slots.go", FREE_SLOTS)), [("slots/slots.go", 78, read)])
    assert [h.first for h in hunks] == [86, 103]  # the read's end cut the function: its later hunk is in it too
    # the last hunk's @@ line names FreeSlots as well, but its code is a new function opening below FreeSlots' end
    assert all(h.first < 126 for h in hunks)


def test_a_c_function_whose_brace_opens_the_next_line_opens_in_its_hunk():
    from diagbot.offline.change import file_hunks

    patch = "@@ -36,3 +38,8 @@ double ringbuf_get(const ringbuf *rb, size_t i)\n     return x;\n }\n+\n"
    patch += "+double ringbuf_latest(const ringbuf *rb)\n+{\n+    return ringbuf_get(rb, rb->len - 1);\n+}\n"
    (h,) = file_hunks(_changes(_modified("src/ringbuf.c", patch)), "src/ringbuf.c")
    assert h.opens == (41,)
    assert h.header == "double ringbuf_get(const ringbuf *rb, size_t i)"


def test_a_row_keyed_by_the_looked_up_key_spelled_apart_comes_first():
    from diagbot.offline.also_changed import keyed_row

    patch = (
        '@@ -1,6 +1,10 @@\n RENT_2025 = {\n-    "raised_bed": 200,\n+    "raised-bed": 200,\n     "full": 120,\n }\n'
        '+RENT_2026 = {\n+    "raised_bed": 210,\n+    "full": 125,\n+}\n'
    )
    changes = _changes(_modified("allotment/rates.py", patch))
    message = "assert 960 == 1600 (where 960 = rent(Plot(number='R1', kind='raised_bed', area_m2=8), 2025))"
    assert keyed_row(changes, message) == ("allotment/rates.py", 2, "raised-bed", '"raised-bed": 200,')
    body = '    invoice = Invoice.new(member("offpeak", 16))\n    assert_equal 2950, invoice.net'
    fees = '@@ -1,3 +1,3 @@\n JOINING = {\n-  "offpeak" => 1500,\n+  "off-peak" => 1500,\n }\n'
    assert keyed_row(_changes(_modified("lib/fees.rb", fees)), "Expected: 2950", body.splitlines()[1]) is None
    assert keyed_row(_changes(_modified("lib/fees.rb", fees)), "Expected: 2950", "", body=body) == (
        "lib/fees.rb",
        2,
        "off-peak",
        '"off-peak" => 1500,',
    )


def test_the_added_code_of_a_function_the_reached_one_calls_is_cited_before_other_code():
    rows = ["def other(y):", "    return y - 3", "", "", "def helper(x):", "    return x * 2", "", ""]
    rows += ["def reached(z):", "    return helper(z) + 1"]
    lines = ["1: @@ -0,0 +1,10 @@"] + [f"{i + 2}: {i + 1:>5} +{t}" for i, t in enumerate(rows)]
    # the reached function (lines 9-10) calls `helper`: its line 6 before `other`'s line 2, though 2 comes first
    assert read_hunk("m.py", lines, 0, span=(9, 10)).elsewhere[:2] == (6, 2)


@pytest.mark.parametrize(
    ("decides", "line"),
    [("    if used >= limit:", 4), ("    return used - 1", 4), ("    cut = used if used > 0 else 0", 4)],
)
def test_of_new_lines_nothing_else_tells_apart_the_first_that_decides_or_returns_is_cited(decides, line):
    rows = ["def take(text, limit):", "    used = 0", "    width = measure(text)", decides, "    used += width"]
    lines = ["1: @@ -0,0 +1,5 @@"] + [f"{i + 2}: {i + 1:>5} +{t}" for i, t in enumerate(rows)]
    assert read_hunk("t.py", lines, 0, span=(1, 5)).line == line


def test_a_constant_the_reached_function_reads_is_cited_before_other_added_code():
    rows = ["OTHER_LIMIT = 9", "", "", "", "RATES = {", '    "day": 30,', '    "night": 12,', "}", "", "", ""]
    rows += ["def price(band, minutes):", "    return RATES[band] * minutes"]
    lines = ["1: @@ -0,0 +1,13 @@"] + [f"{i + 2}: {i + 1:>5} +{t}" for i, t in enumerate(rows)]
    # the reached function (12-13) reads RATES: its rows (5-7) before OTHER_LIMIT (1), though that comes first
    assert read_hunk("p.py", lines, 0, span=(12, 13)).elsewhere[0] in (5, 6, 7)


def test_an_added_line_the_branch_removed_elsewhere_as_it_was_is_moved_code_and_named_after_new_code():
    # a helper factored out: its loop was removed from the caller and added here unchanged; the check is new
    rows = ["def _apply(text, pairs):", "    for old, new in pairs:", "        text = text.replace(old, new)"]
    rows += ["    if len(text) > 80:", "        text = text[:80]", "    return text"]
    lines = ["1: @@ -1,0 +1,6 @@"] + [f"{i + 2}: {i + 1:>5} +{t}" for i, t in enumerate(rows)]
    moved = frozenset({"for old, new in pairs:", "text = text.replace(old, new)"})
    assert read_hunk("m.py", lines, 0).line == 2  # nothing known moved: the first line that decides
    assert read_hunk("m.py", lines, 0, moved=moved).line == 4  # the loop moved: the new check
    everything = moved | {t.strip() for t in rows}
    assert read_hunk("m.py", lines, 0, moved=everything).line == 2  # all moved: as if none were


def test_the_moved_code_of_a_change_is_the_code_lines_it_removed_anywhere():
    from diagbot.offline.change import moved_code

    patch = "@@ -1,4 +1,2 @@\n-    for old, new in pairs:\n-    }\n-    # a note\n+    x = 1\n     y = 2\n"
    assert moved_code(_changes(_modified("a.py", patch))) == frozenset({"for old, new in pairs:"})
    assert moved_code(None) == frozenset()


def test_a_value_handed_to_a_new_helper_is_not_cited_over_the_helper_that_now_holds_its_logic():
    rows = [
        "1: @@ -10,5 +10,9 @@",
        "2:    10 +def _micros(fraction):",
        "3:    11 +    return int(fraction.rjust(6, '0')) if fraction else 0",
        "4:    12  ",
        "5:    13  def localtime(match):",
        "6:    14      hour, minute, sec, fraction = match.groups()",
        "7:       -    micros = int(fraction.ljust(6, '0')) if fraction else 0",
        "8:       -    return time(int(hour), int(minute), int(sec), micros)",
        "9:    15 +    return time(int(hour), int(minute), int(sec), _micros(fraction))",
    ]  # line 15 only hands the value to `_micros`, new on the page: the logic it ran moved there, and changed
    assert read_hunk("toml/_re.py", rows, 0).line == 11


def test_a_line_raising_another_error_than_the_failures_is_not_cited_first():
    rows = [
        "1: @@ -20,4 +20,5 @@",
        "2:    20  def seconds(max_age, exc):",
        "3:    21 +    total = max_age.days",
        '4:       -        raise BadSignature("Bad signature") from exc',
        '5:    22 +        raise BadSignature("Signature timestamp malformed") from exc',
        "6:    23      return total",
    ]  # line 22 shares `signature` with the failure, but raises `BadSignature`: not what the log reports
    expired = "signer.SignatureExpired: Signature age 3600 > 0 seconds"
    assert read_hunk("signer.py", rows, 0, failure_words(expired), message=expired).line == 21
    bad = "signer.BadSignature: Signature timestamp malformed"
    assert read_hunk("signer.py", rows, 0, failure_words(bad), message=bad).line == 22


def test_a_line_that_only_closes_a_block_is_neither_cited_nor_listed_while_code_changed_beside_it():
    lines = [  # git aligned the rewrite so that the function's old `}` is kept further down and a new one added
        "1: @@ -26,6 +26,12 @@",
        "2:    26 +inline double haversine(const Point& a, const Point& b) {",
        "3:    27 +    return std::sin(a.lat) * std::cos(b.lat);",
        "4:    28 +}",
        "5:    29  inline double distance_m(const Point& a, const Point& b) {",
        "6:    30 +    return 2 * kEarthRadiusM * std::asin(std::sqrt(haversine(a, b)));",
        "7:    31 +}",
        "8:    32 +",
        "9:    33 +inline double bearing(const Point& a, const Point& b) {",
        "10:    34      const double lat1 = deg2rad(a.lat);",
        "11:       -    return 2 * kEarthRadiusM * std::asin(std::sqrt(h));",
        "12:    35 +    return deg < 0 ? deg + 360.0 : deg;",
        "13:    36  }",
    ]
    read = read_hunk("geo.hpp", lines, 29, span=(29, 31))
    assert read.line == 30  # the call handing over to the new function: it changes no logic, yet more than a `}`
    assert {28, 31}.isdisjoint(read.elsewhere)


def test_a_change_of_closing_lines_only_is_still_cited():
    lines = ["1: @@ -3,1 +3,2 @@", "2:     3      return total", "3:     4 +  }", "4:     5 +}"]
    assert read_hunk("a.js", lines, 0).line == 4


def test_a_hunk_declaring_only_variables_with_no_value_changes_no_code():
    patch = "@@ -3,0 +3,2 @@ func parse(t []byte) error {\n+\tvar size ByteSize\n+\tvar ok bool\n"
    patch += "@@ -9,1 +11,1 @@ func parse(t []byte) error {\n-\tval *= 10\n+\tval *= uint64(size)\n"
    patch += "@@ -20,0 +22,1 @@\n+  let total;\n@@ -30,0 +33,1 @@\n+  let total = 0;\n"
    hunks = file_hunks(_changes(_modified("parse.go", patch)), "parse.go")
    assert [(h.first, h.inert) for h in hunks] == [(11, False), (33, False), (3, True), (22, True)]


def test_the_change_read_is_one_changing_code_before_variables_declared_nearer_with_no_value():
    from diagbot.logs.types import Failure
    from diagbot.offline.findings import Findings
    from diagbot.offline.read_change import read_change

    patch = "@@ -2,0 +2,2 @@ func parse(t []byte) error {\n+\tvar size ByteSize\n+\tvar ok bool\n"
    patch += "@@ -9,1 +11,1 @@ func parse(t []byte) error {\n-\tval *= 10\n+\tval *= uint64(scale)\n"
    code = {1: "func parse(t []byte) error {", 2: "\tvar size ByteSize", 3: "\tvar ok bool"}
    code |= {n: f"\tstep{n}()" for n in range(4, 13)} | {11: "\tval *= uint64(scale)", 13: "}"}
    failure = Failure("size of 5 GB = 5242880, want 5368709120", "go", "TestParse", "parse_test.go", 9)
    f = Findings(failure, changes=_changes(_modified("parse.go", patch)), code=[("parse.go", 2, code)])
    step = read_change(f)
    assert step is not None
    assert (step[0], step[1]["offset"]) == (
        "diff",
        4,
    )  # the second hunk's @@ line in the diff tool's numbering, not the first's (1),
    # though only the first shares a word with the failure (`size`)


def test_of_lines_alike_in_all_else_one_that_replaced_code_is_cited_before_new_code_nearer_the_failing_line():
    """Of added lines that decide nothing and relate to nothing the failure says, the one that replaced a line (code
    that ran before, and that the failing test ran) before the new ones (a new tally, the line feeding it)."""
    lines = [
        "1: @@ -10,5 +10,7 @@",
        "2:    10  def total(records):",
        "3:    11 +    seen = 0",
        "4:    12      for r in records:",
        "5:    13 +        seen += 1",
        "6:    14          w = r.wind",
        "7:       -        t = speed(w)",
        "8:    15 +        t = speed(corrected(w, seen))",
        "9:    16      return t",
    ]
    assert read_hunk("wind.py", lines, 10, span=(10, 16)).line == 15
    new = [*lines[:6], "7:    15 +        t = speed(corrected(w, seen))", lines[8]]
    assert read_hunk("wind.py", new, 10, span=(10, 16)).line == 11  # none replaced: the nearest


def test_a_line_handing_back_a_name_as_it_is_decides_less_than_a_comparison():
    lines = [  # no failing line to be near: the hunk's first line is no likelier for that
        "1: @@ -60,7 +62,11 @@",
        "2:       -	sort.Slice(out, func(i, j int) bool {",
        "3:       -		return out[i].Expires.Before(out[j].Expires)",
        "4:    62 +	slices.SortFunc(out, byExpiry)",
        "5:    63 +	return out",
        "6:    64 +}",
        "7:    65 +",
        "8:    66 +func byExpiry(a, b Unit) int {",
        "9:    67 +	if c := b.Expires.Compare(a.Expires); c != 0 {",
        "10:    68 +		return c",
        "11:    69 +	}",
    ]
    assert read_hunk("stock.go", lines, 0).line == 67
