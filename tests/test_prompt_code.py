"""prompt_code: the question quotes the code at each parsed failure its hunks do not show."""

from __future__ import annotations

from pathlib import Path

from diagbot.gitinfo import ChangeSet, FileChange, RepoFacts
from diagbot.logs.types import Failure, LogDigest
from diagbot.prompt import build_messages


def _repo(tmp_path: Path, files: dict[str, str], changed: tuple[FileChange, ...] = ()) -> RepoFacts:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return RepoFacts(str(tmp_path), "ab", "feature", ChangeSet(changed, "origin/main", "GITHUB_BASE_REF"))


def _question(repo: RepoFacts, *places: tuple[str, int], **kw) -> str:
    digest = LogDigest("boom", tuple(Failure("boom", "pytest", None, path, line) for path, line in places))
    return build_messages(digest, repo, **kw)[1].content


LINES = "".join(f"line {n}\n" for n in range(1, 21))


def test_the_failing_line_is_quoted_with_two_lines_either_side_numbered_like_read_file(tmp_path):
    question = _question(_repo(tmp_path, {"src/a.py": LINES}), ("src/a.py", 9))
    assert "## Code at the failures\n" in question
    assert (
        "#### src/a.py:9 (lines 7-11 of 20)\n```\n7: line 7\n8: line 8\n9: line 9\n10: line 10\n11: line 11\n```"
        in (question)
    )


def test_a_line_a_shown_hunk_carries_is_not_quoted_again(tmp_path):
    patch = "@@ -8,3 +8,3 @@\n line 8\n-old\n+line 9\n line 10\n"
    change = FileChange("src/a.py", "modified", added=1, deleted=1, patch=patch)
    repo = _repo(tmp_path, {"src/a.py": LINES}, (change,))
    assert (
        "## Code at the failures" in _question(repo, ("src/a.py", 9)),
        "#### src/a.py:3" in _question(repo, ("src/a.py", 3)),
        "#### src/a.py:8 (lines 6-10 of 20)" in _question(repo, ("src/a.py", 8)),  # the hunk's first line: not
    ) == (  # the lines above it that lead to it
        False,
        True,
        True,
    )


def test_nothing_outside_the_repository_is_quoted(tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text(LINES)
    root = tmp_path / "repo"
    root.mkdir()
    (root / "link.txt").symlink_to(outside)
    repo = _repo(root, {"src/a.py": LINES})
    question = _question(repo, ("../secret.txt", 3), (str(outside), 3), ("link.txt", 3), (".git/config", 1))
    assert ("## Code at the failures" in question, "line 3" in question) == (False, False)


def test_at_most_four_places_are_quoted_and_secrets_are_redacted(tmp_path):
    key = "AKIA" + "Q" * 16
    text = "".join(f"line {n}\n" for n in range(1, 41)).replace("line 5\n", f'KEY = "{key}"\n')
    places = [("src/a.py", n) for n in (5, 5, 12, 19, 26, 33)]
    question = _question(_repo(tmp_path, {"src/a.py": text}), *places)
    assert [line.split(" (")[0] for line in question.splitlines() if line.startswith("#### ")] == [
        "#### src/a.py:5",
        "#### src/a.py:12",
        "#### src/a.py:19",
        "#### src/a.py:26",
    ]
    assert (key in question, "[REDACTED" in question) == (False, True)
    assert "\nNot quoted, for room: `src/a.py:33`\n" in question  # named, so a model reads it


def test_a_custom_redactor_sees_the_quoted_code(tmp_path):
    question = _question(_repo(tmp_path, {"a.py": LINES}), ("a.py", 2), redact=lambda text: text.replace("line", "L"))
    assert "2: L 2\n" in question


def test_no_repository_no_quote_and_a_root_outside_git_is_quoted_from(tmp_path):
    digest = LogDigest("boom", (Failure("boom", "pytest", None, "a.py", 2),))
    (tmp_path / "a.py").write_text(LINES)
    assert "## Code at the failures" not in build_messages(digest, None)[1].content
    assert "#### a.py:2 (lines 1-4 of 20)" in build_messages(digest, None, root=tmp_path)[1].content


def test_the_innermost_repository_frame_is_quoted_before_the_failing_test(tmp_path):
    repo = _repo(tmp_path, {"src/a.py": LINES, "tests/test_a.py": LINES})
    failure = Failure("boom", "pytest", "t", "tests/test_a.py", 4, frame="src/a.py:12")
    question = build_messages(LogDigest("boom", (failure,)), repo)[1].content
    assert [line for line in question.splitlines() if line.startswith("#### ")] == [
        "#### src/a.py:12 (lines 10-14 of 20)",
        "#### tests/test_a.py:4 (lines 2-6 of 20)",
    ]


def test_a_frame_several_failures_share_a_checks_helper_is_quoted_after_their_own_lines(tmp_path):
    repo = _repo(tmp_path, {"tests/helpers.py": LINES, "tests/test_a.py": LINES * 3})
    failures = tuple(
        Failure("boom", "pytest", f"t{n}", "tests/test_a.py", n, frame="tests/helpers.py:12") for n in (10, 30, 50)
    )
    alone = Failure("bang", "pytest", "t4", "tests/test_a.py", 55, frame="tests/helpers.py:4")  # its own frame
    question = build_messages(LogDigest("boom", (*failures, alone)), repo)[1].content
    heads = [line.split(" (")[0] for line in question.splitlines() if line.startswith("#### ")]
    assert heads == [
        "#### tests/test_a.py:10",
        "#### tests/test_a.py:30",
        "#### tests/test_a.py:50, 55",
        "#### tests/helpers.py:4",
    ]  # the shared frame last: left out of the four quotes, named
    assert "Not quoted, for room: `tests/helpers.py:12`" in question


def test_blank_lines_at_the_quote_ends_are_left_out_and_an_empty_file_is_skipped(tmp_path):
    repo = _repo(tmp_path, {"a.py": "def f():\n    return 1\n\n\nx = f()\n", "empty.py": ""})
    question = _question(repo, ("empty.py", 1), ("a.py", 2))
    assert "#### a.py:2 (lines 1-2 of 5)\n```\n1: def f():\n2:     return 1\n```" in question
    assert "empty.py" not in question.split("## Code at the failures")[1]


def test_windows_of_one_file_that_overlap_or_touch_are_one_quote_holding_each_failing_line(tmp_path):
    repo = _repo(tmp_path, {"src/a.py": LINES, "src/b.py": LINES})
    question = _question(repo, ("src/a.py", 9), ("src/b.py", 9), ("src/a.py", 15), ("src/a.py", 4), ("src/a.py", 12))
    assert [line for line in question.splitlines() if line.startswith("#### ")] == [
        "#### src/a.py:4, 9, 12, 15 (lines 2-17 of 20)",
        "#### src/b.py:9 (lines 7-11 of 20)",
    ]
    assert question.count("9: line 9\n") == 2  # once per file


TABLE_TEST = """func TestCheck(t *testing.T) {
\tfor _, tc := range cases {
\t\tc := parse(tc.in)
\t\tactual := c.Check(tc.v)
\t\texpected := tc.want
\t\tif actual != expected {
\t\t\tt.Fatalf("got %v, want %v", tc.v, expected)
\t\t}
\t}
}
"""


def test_a_reporting_line_is_quoted_from_the_call_that_assigns_what_it_compares(tmp_path):
    repo = _repo(tmp_path, {"check_test.go": TABLE_TEST, "plain.go": TABLE_TEST.replace("t.Fatalf", "log.Printf")})
    question = _question(repo, ("check_test.go", 7), ("plain.go", 7))
    assert "#### check_test.go:7 (lines 2-9 of 10)\n```\n2: \tfor _, tc := range cases {\n" in question  # its inputs
    assert "#### plain.go:7 (lines 5-9 of 10)" in question  # no report, no reach
    inline = TABLE_TEST.replace("\t\tif actual != expected {", "\t\tif got := c.Run(); got != expected {")
    inline = inline.replace("got %v", "got %v %v").replace("tc.v, expected", "got, expected")
    assert "#### inline_test.go:7 (lines 3-9 of 10)" in _question(  # `c` is made at line 3
        _repo(tmp_path, {"inline_test.go": inline}), ("inline_test.go", 7)
    )


def test_the_reach_up_is_bounded_and_given_up_when_it_does_not_fit(tmp_path):
    far = TABLE_TEST.replace("\t\texpected := tc.want\n", "\t\texpected := tc.want\n" + "\t\tlog()\n" * 8)
    near = "".join(f"x{n} = {n}\n" for n in range(1, 60)) + "got = compute()\n" + "# pad\n" * 5 + "assert got == 3\n"
    near += "".join(f"{'y' * 150}{n} = {n}\n" for n in range(5))
    question = _question(_repo(tmp_path, {"far_test.go": far, "near_test.py": near}), ("far_test.go", 15))
    assert "#### far_test.go:15 (lines 13-17 of 18)" in question
    wide = "\n".join(f"{'y' * 150}{n} = {n}" for n in range(20))  # the narrow window alone fills the budget's most
    long = _repo(tmp_path, {"wide_test.py": "got = f()\n" + wide + "\nassert got\n" + wide})
    assert "#### wide_test.py:22 (lines 20-24 of 42)" in _question(long, ("wide_test.py", 22))


PARTY_TEST = (
    "const { quote } = require('../lib/pricing');\n"  # 1
    "const matinee = { hour: 14 };\n"  # 2
    "\n"
    "it('prices a family at the matinee', () => {\n"  # 4
    "  const party = [\n"  # 5
    "    { name: 'Sam', age: 38 },\n"
    "    { name: 'Finn', age: 3 },\n"
    "  ];\n"  # 8
    "  const q = quote(party, matinee);\n"  # 9
    "  assert.equal(q.subtotal, 950 + 600);\n"  # 10
    "  assert.equal(q.total, 1550);\n"  # 11
    "});\n"
)


def test_the_call_under_test_is_quoted_with_the_inputs_the_test_assigned_above_it(tmp_path):
    """`quote(party, matinee)`: the lines assigning `party` in the test are quoted; not the file's top, nor the
    test's own head; when the inputs do not fit, the window starts at the call again."""
    question = _question(_repo(tmp_path, {"test/pricing.test.js": PARTY_TEST}), ("test/pricing.test.js", 11))
    assert "#### test/pricing.test.js:11 (lines 5-12 of 12)\n```\n5:   const party = [\n" in question
    crowd = "".join(f"    {{ name: '{'S' * 140}{n}', age: 38 }},\n" for n in range(10))  # over the quotes' budget
    wide = PARTY_TEST.replace("    { name: 'Sam', age: 38 },\n", crowd)
    question = _question(_repo(tmp_path, {"test/wide.test.js": wide}), ("test/wide.test.js", 20))
    assert "#### test/wide.test.js:20 (lines 18-21 of 21)\n```\n18:   const q = quote(party, matinee);" in question


def test_the_quotes_stay_within_their_char_budget(tmp_path):
    from diagbot.prompt_code import QUOTE_CHARS

    wide = "".join(f"value_{n} = {'x' * 150!r}\n" for n in range(1, 61))  # 160-char lines: 5 of them near 800 chars
    files = {f"src/m{k}.py": wide for k in range(3)}
    question = _question(_repo(tmp_path, files), *[(f"src/m{k}.py", 30) for k in range(3)])
    section = question.split("## Code at the failures\n")[1].split("\n## ")[0]
    quotes = section.split("\n", 1)[1]  # after the section's one line of explanation
    assert 0 < len(quotes) <= QUOTE_CHARS + 1  # the newlines joining the quotes
    assert section.count("#### ") == 2  # a third 5-line window of these would not fit


def test_code_the_log_itself_prints_is_not_quoted_again(tmp_path):
    body = "def test_total():\n    cart = Cart()\n    cart.add('tea', 3)\n    assert cart.total() == 9\n"
    repo = _repo(tmp_path, {"tests/test_cart.py": body})
    printed = (
        "    def test_total():\n        cart = Cart()\n        cart.add('tea', 3)\n>       assert cart.total() == 9\n"
    )
    digest = LogDigest(printed, (Failure("boom", "pytest", None, "tests/test_cart.py", 4),))
    assert "## Code at the failures" not in build_messages(digest, repo)[1].content
    elsewhere = LogDigest("E   assert 6 == 9", (Failure("boom", "pytest", None, "tests/test_cart.py", 4),))
    assert "#### tests/test_cart.py:4" in build_messages(elsewhere, repo)[1].content  # not printed: quoted
    literal = "test('x', () => {\n  const got = rank();\n  expect(got).toEqual([\n    'Fly the collie',\n"
    literal += "    'Moss the kelpie',\n    'Nell the spaniel',\n  ]);\n"
    repo = _repo(tmp_path, {"t.test.js": literal + "});\n"})
    frame = "  1 | test('x', () => {\n  2 |   const got = rank();\n> 3 |   expect(got).toEqual([\n"
    frame += "  4 |     'Fly the collie',\n  5 |     'Moss the kelpie',\n"
    digest = LogDigest(frame, (Failure("boom", "jest", None, "t.test.js", 3),))
    assert "## Code at the failures" not in build_messages(digest, repo)[1].content  # the frame's lines: the rest
    # of the literal below them does not make it a new quote


TABLE = (
    "func TestCheck(t *testing.T) {\n"
    "\tcases := []struct{ c, v string; ok bool }{\n"
    '\t\t{">= 1.0, < 1.2", "1.1.5", true},\n'
    '\t\t{"~> 1.0", "2.0", false},\n'
    '\t\t{"~> 1.0", "1.1", true},\n'
    "\t}\n"
    "\tfor _, tc := range cases {\n"
    "\t\tif got := check(tc.c, tc.v); got != tc.ok {\n"
    '\t\t\tt.Fatalf("Version: %s (Constraint: %s, Expected: %v)", tc.v, tc.c, tc.ok)\n'
    "\t\t}\n"
    "\t}\n"
    "}\n"
)


def test_the_row_of_a_table_driven_test_that_holds_the_failing_values_is_quoted(tmp_path):
    repo = _repo(tmp_path, {"check_test.go": TABLE})
    failure = Failure("Version: 1.1 (Constraint: ~> 1.0, Expected: true)", "go", "TestCheck", "check_test.go", 9)
    question = build_messages(LogDigest("x", (failure,)), repo)[1].content
    # the row, merged with the failing line's window, and said to be the row
    row = "line 5: the test's line holding the failing values"
    assert f"#### check_test.go:5, 9 (lines 3-11 of 12; {row})" in question
    assert '5: \t\t{"~> 1.0", "1.1", true},' in question  # `1.1` as itself, not inside row 3's `1.1.5`
    one_value = Failure("Version: 1.1 failed", "go", "TestCheck", "check_test.go", 9)
    assert "5: \t\t{" not in build_messages(LogDigest("x", (one_value,)), repo)[1].content  # one value: no row


def test_a_row_both_outputs_show_alike_is_not_the_row_of_the_failing_values(tmp_path):
    sheet = (
        "func TestFormat(t *testing.T) {\n"  # 1
        "\twant := strings.Join([]string{\n"
        '\t\t"Germination: 4 days at 16 C, 12 turns, acrospire 0.80",\n'  # 3: got and wanted alike
        '\t\t"Kiln: off at 4.2%, 2.6 EBC",\n'  # 4: wanted 4.2 and 2.6, got -5.4 and 1.7
        '\t}, "\\n")\n'
        "\tif got := Format(); got != want {\n"
        '\t\tt.Errorf("Format() =\\n%s\\nwant\\n%s", got, want)\n'  # 7
        "\t}\n"
        "}\n"
    )
    repo = _repo(tmp_path, {"sheet_test.go": sheet})
    message = "Format() = Germination: 4 days at 16 C, 12 turns, acrospire 0.80 | Kiln: off at -5.4%, 1.7 EBC, want "
    message += "Germination: 4 days at 16 C, 12 turns, acrospire 0.80 | Kiln: off at 4.2%, 2.6 EBC"
    failure = Failure(message, "go", "TestFormat", "sheet_test.go", 7)
    question = build_messages(LogDigest("x", (failure,)), repo)[1].content
    assert "line 4: the test's line holding the failing values" in question


def test_the_values_past_where_a_cut_message_stops_are_no_row_of_the_failing_values(tmp_path):
    """A message cut at its end shows the second output only in part: the first's values past that part are said
    once for the cut, not for differing, and the row holding them is not the row of the failing values."""
    sheet = (
        "func TestFormat(t *testing.T) {\n"  # 1
        "\twant := strings.Join([]string{\n"
        '\t\t"Graded: S 1, M 18, L 17",\n'  # 3: wanted 18, got 19
        '\t\t"Feed: 5.6 kg, 119 g/hen, FCR 2.01",\n'  # 4: got and wanted alike; the cut message shows it once
        '\t}, "\\n")\n'
        "\tif got := Format(); got != want {\n"
        '\t\tt.Errorf("Format:\\n%s\\nwant:\\n%s", got, want)\n'  # 7
        "\t}\n"
        "}\n"
    )
    repo = _repo(tmp_path, {"sheet_test.go": sheet})
    message = "Format: Graded: S 2, M 19, L 17 | Feed: 5.6 kg, 119 g/hen, FCR 2.01, want: Graded: S 1, M 18, L 1..."
    question = build_messages(LogDigest("x", (Failure(message, "go", "TestFormat", "sheet_test.go", 7),)), repo)
    assert "line 4: the test's line holding the failing values" not in question[1].content
    assert "line 3: the test's line holding the failing values" in question[1].content


def test_a_line_below_the_failing_one_a_comment_or_a_non_test_is_no_row_of_the_failing_values(tmp_path):
    checks = (
        "def test_defaults():\n"
        "    # {'name': 'ada', 'role': 'user'} is what the defaults give\n"
        "    pass\n\n\n"
        "    assert validate({'name': 'ada'}) == {'name': 'ada', 'role': 'user'}\n\n\n"
        "    assert validate({'name': 'bob'}) == {'name': 'ada', 'role': 'user'}\n"
    )
    repo = _repo(tmp_path, {"tests/test_defaults.py": checks, "src/conf.py": checks})
    message = "assert {'name': 'ada'} == {'name': 'ada', 'role': 'user'}"
    failure = Failure(message, "pytest", "test_defaults", "tests/test_defaults.py", 6)
    question = build_messages(LogDigest("x", (failure,)), repo)[1].content
    assert "6:     assert validate({'name': 'ada'})" in question
    assert "2:     # {'name'" not in question
    assert "9:     assert" not in question
    typed = Failure(message, "mypy", None, "src/conf.py", 6)  # a type error in code: no test table to point at
    assert "2:     # {'name'" not in build_messages(LogDigest("x", (typed,)), repo)[1].content


def test_a_failure_an_assertion_helper_above_the_test_reports_quotes_the_tests_own_line_of_the_values(tmp_path):
    checks = (
        'package span\n\nimport "testing"\n\n'  # 1-4
        "func assertT(t *testing.T) func(int, int, string) {\n\treturn func(got, want int, what string) {\n"  # 5-6
        '\t\tif got != want {\n\t\t\tt.Errorf("Failed %s: got %d, want %d", what, got, want)\n\t\t}\n\t}\n}\n\n'
        'func TestOther(t *testing.T) {\n\tassertT(t)(End(40), 49, "End")\n}\n\n'  # 13-15: another test's line
        'func TestBounds(t *testing.T) {\n\tassert := assertT(t)\n\tassert(Start(42), 40, "Start")\n'  # 17-19
        '\tassert(End(42), 49, "End")\n}\n'  # 20
    )
    repo = _repo(tmp_path, {"span_test.go": checks})
    failure = Failure("Failed End(42): got 50, want 49", "go", "TestBounds", "span_test.go", 8)
    question = build_messages(LogDigest("x", (failure,)), repo)[1].content
    assert "line 20: the test's line holding the failing values" in question
    assert "14: " not in question
    other = Failure("Failed End(42): got 50, want 49", "go", "TestMissing", "span_test.go", 8)
    assert ": the test's line holding" not in build_messages(LogDigest("x", (other,)), repo)[1].content


SPEC = (
    "RSpec.describe Color do\n"  # 1
    "  subject { Color.build(ground, values) }\n"  # 2
    "  let(:ground) { :foreground }\n\n"  # 3
    "  context 'when a name is given' do\n"  # 5
    "    let(:values) { [:red] }\n\n"  # 6
    "    specify { expect(subject.name).to eq(:red) }\n"  # 8
    "  end\n\n"  # 9
    "  context 'when a hex string is given' do\n"  # 11
    "    let(:values) { ['#deadcc'] }\n"  # 12
    "    let(:unused) { 3 }\n\n"  # 13
    "    specify { expect(subject.r).to eq(222) }\n"  # 15
    "  end\n"
    "end\n"
)


def test_an_rspec_examples_let_and_subject_in_its_own_or_an_enclosing_context_are_quoted(tmp_path):
    repo = _repo(tmp_path, {"spec/color_spec.rb": SPEC})
    failure = Failure("expected: 222 got: 221", "rspec", "Color when a hex string is given", "spec/color_spec.rb", 15)
    question = build_messages(LogDigest("x", (failure,)), repo)[1].content
    assert "12:     let(:values) { ['#deadcc'] }" in question  # its own context's, which the subject reads
    assert "2:   subject { Color.build(ground, values) }" in question
    assert "3:   let(:ground) { :foreground }" in question
    assert "6:     let(:values) { [:red] }" not in question  # a sibling context's
    assert "#### spec/color_spec.rb:12, 15 (" in question  # not 13: `unused`, read by nothing the example reads


def test_an_rspec_subject_that_only_builds_the_described_class_with_nothing_is_not_quoted(tmp_path):
    spec = (
        "RSpec.describe Darts::Leg do\n"  # 1
        "  subject(:leg) { described_class.new }\n"  # 2: no input, only `Darts::Leg.new`
        "  let(:darts) { [[20, 3], [20, 1]] }\n\n"  # 3
        "  it 'scores the visit' do\n"  # 5
        "    leg.start\n"  # 6
        "    expect(leg.score(darts)).to eq(80)\n"  # 7
        "  end\nend\n"
    )
    repo = _repo(tmp_path, {"spec/leg_spec.rb": spec})
    failure = Failure("expected: 80 got: 60", "rspec", "Darts::Leg scores the visit", "spec/leg_spec.rb", 7)
    question = build_messages(LogDigest("x", (failure,)), repo)[1].content
    assert "#### spec/leg_spec.rb:3, 7 (" in question  # not 2: the subject gives no input; 3 does


def test_a_line_of_another_tests_body_is_no_row_of_the_failing_values(tmp_path):
    spec = (
        "describe('doses', () => {\n"
        "  const CASES = [['rabies', '2026-03-10'], ['rhd2', '2026-03-10']];\n\n"
        "  test('next dose', () => {\n"
        "    expect(nextDue('rabies')).toBe('2026-03-10');\n"
        "  });\n\n"
        "  test('due soon', () => {\n"
        "    expect(dueSoon()).toEqual(CASES.map(([v, d]) => `${v} ${d}`));\n"
        "  });\n"
        "});\n"
    )
    message = 'expect(received).toEqual(expected) (- "rabies 2026-03-10", - "rhd2 2026-03-10")'
    failure = Failure(message, "jest", "due soon", "test/doses.test.js", 9)
    shared = build_messages(LogDigest("x", (failure,)), _repo(tmp_path / "shared", {"test/doses.test.js": spec}))
    assert "line 2: the test's line holding the failing values" in shared[1].content  # its describe's table
    alone = spec.replace("  const CASES = [['rabies', '2026-03-10'], ['rhd2', '2026-03-10']];\n", "\n")
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path / "alone", {"test/doses.test.js": alone}))
    assert ": the test's line holding" not in question[1].content  # line 5 holds two of the values, in another test
    assert "5:     expect(nextDue" not in question[1].content


def test_a_row_of_another_tests_decorator_is_no_row_of_the_failing_values_but_its_own_decorators_is(tmp_path):
    spec = (
        "import pytest\n\n\n"
        "@pytest.mark.parametrize(\n"  # 4
        '    ("start", "end"),\n'
        "    [\n"
        "        ((19, 0), (21, 0)),\n"  # 7: another test's row
        "    ],\n"
        ")\n"
        "def test_refuses(start, end):\n"  # 10
        "    assert refuse(start, end)\n"
        "\n\n"
        "def test_free_slots():\n"  # 14
        "    assert free((19, 0), (21, 0)) == []\n"  # 15
    )
    failure = Failure("assert [(19, 0), (21, 0)] == []", "pytest", "test_free_slots", "tests/test_s.py", 15)
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path / "other", {"tests/test_s.py": spec}))
    assert ": the test's line holding" not in question[1].content
    own = spec.replace("def test_refuses(start, end):\n    assert refuse(start, end)\n\n\n", "")
    failure = Failure("assert [(19, 0), (21, 0)] == []", "pytest", "test_free_slots", "tests/test_s.py", 11)
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path / "own", {"tests/test_s.py": own}))
    assert "line 7: the test's line holding the failing values" in question[1].content  # its own decorator's row
    wrapped = own.replace("def test_free_slots():\n", "def test_free_slots(\n    start, end\n) -> None:\n")
    failure = Failure("assert [(19, 0), (21, 0)] == []", "pytest", "test_free_slots", "tests/test_s.py", 13)
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path / "wrap", {"tests/test_s.py": wrapped}))
    assert "line 7: the test's line holding the failing values" in question[1].content  # a signature over lines


def test_an_rspec_example_written_without_brackets_is_another_tests_body_too(tmp_path):
    spec = (
        "RSpec.describe Visit do\n"
        '  let(:rows) { [["Dancer", :full_set], ["Bramble", :front_pair]] }\n\n'
        '  it "waives the call-out" do\n'
        '    horses = [horse("Dancer", :full_set), horse("Bramble", :front_pair, 4500)]\n'
        "    expect(call_out(horses)).to eq(0)\n"
        "  end\n\n"
        '  context "with remedial shoes" do\n'
        '    it "charges by the hoof" do\n'
        '      expect(lines(rows)).to eq([["Dancer", :full_set, 14_000], ["Bramble", :front_pair, 4_500]])\n'
        "    end\n"
        "  end\n"
        "end\n"
    )
    expected = '[["Dancer", 14000], ["Bramble", 4500]]'
    message = f"Failure/Error: expect(lines(rows)).to eq(...) (expected: {expected}, got: [])"
    failure = Failure(message, "rspec", "Visit charges by the hoof", "spec/visit_spec.rb", 11)
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path, {"spec/visit_spec.rb": spec}))[1].content
    assert "line 2: the test's line holding the failing values" in question  # the describe's `let`, shared
    assert "5:     horses = " not in question  # the other example's line, though it holds more of the values


def test_a_phpunit_test_method_is_another_tests_body_but_a_helper_method_is_not(tmp_path):
    test = (
        "<?php\nfinal class FareTest extends TestCase\n{\n"
        "    private function zones(): array\n    {\n        return ['A' => 240, 'B' => 360];\n    }\n\n"
        "    public function testSingle(): void\n    {\n        $fares = ['A' => 240, 'B' => 360, 'C' => 480];\n"
        "        $this->assertSame(240, fare('A', $fares));\n    }\n\n"
        "    public function testReturn(): void\n    {\n"
        "        $this->assertSame(720, fare('B', $this->zones()) * 2);\n    }\n}\n"
    )
    failure = Failure(
        "Failed asserting that 480 is identical to 720. 'A' 240 'B' 360 'C' 480",
        "phpunit",
        "t",
        "tests/FareTest.php",
        17,
    )
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path, {"tests/FareTest.php": test}))[1].content
    assert "line 6: the test's line holding the failing values" in question  # the helper the test calls
    assert "11:         $fares = " not in question  # another test's line, though it holds more of the values


def test_the_places_left_unquoted_are_named_up_to_eight(tmp_path):
    from diagbot.prompt_code import MAX_QUOTES

    text = "".join(f"line {n}\n" for n in range(1, 200))
    places = [("src/a.py", n) for n in range(5, 200, 12)]  # 17 places, far enough apart not to merge
    question = _question(_repo(tmp_path, {"src/a.py": text}), *places)
    note = next(line for line in question.splitlines() if line.startswith("Not quoted, for room: "))
    assert note.count("`src/a.py:") == 8  # the first eight of the places not quoted
    assert note.endswith(" ...")
    assert len(places) - MAX_QUOTES > 8


def test_a_tables_rows_too_long_to_quote_with_their_neighbours_are_quoted_alone(tmp_path):
    rows = "".join(f'\t\t{{"case{n}", "{"x" * 135}", {n}0{n}}},\n' for n in range(1, 8))  # a real table's length
    steps = "".join(f"\t// step {n} {'y' * 140}\n" for n in range(24, 30))  # the failing line's long neighbours
    body = "".join(f"// {n}\n" for n in range(1, 14)) + "func TestParse(t *testing.T) {\n\tcases := []struct{\n"
    body += rows + "\t}\n" + steps + '\tt.Errorf("Parse(%q) = %d, want %d", c.in, got, c.want)\n}\n'
    fails = [
        Failure(f'Parse("case{n}") = 1, want {n}0{n}', "go", f"T/case{n}", "parse_test.go", 30) for n in range(1, 8)
    ]
    question = build_messages(LogDigest("x", tuple(fails)), _repo(tmp_path, {"parse_test.go": body}))[1].content
    lines = ", ".join(str(n) for n in range(16, 23))
    said = f"lines {lines}: the test's lines holding the failing values"
    assert f"#### parse_test.go:{lines} (only those lines of 31; {said})" in question
    assert '\n16: \t\t{"case1", "' in question
    assert '\n22: \t\t{"case7", "' in question
    assert "\n15: " not in question
    assert "Not quoted, for room" not in question


def test_the_constants_a_failing_test_line_reads_are_quoted_where_its_file_defines_them(tmp_path):
    spec = (
        'import { board } from "../src/board";\n\n'
        "const MONDAY_NOON = new Date(2026, 5, 8, 12, 0);\n"
        "export const THURSDAY_MORNING: Date = new Date(2026, 5, 11, 9, 0);\n"
        + "".join(f"// {n}\n" for n in range(5, 20))
        + 'it("releases held places", () => {\n'
        '  expect(board(TOURS, SEASON, THURSDAY_MORNING)).toBe("8 places left");\n'
        "});\n"
    )
    failure = Failure("expected '6 places left' to be '8 places left'", "vitest", "releases", "test/b.test.ts", 21)
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path, {"test/b.test.ts": spec}))[1].content
    assert "4: export const THURSDAY_MORNING: Date = new Date(2026, 5, 11, 9, 0);" in question
    assert "#### test/b.test.ts:4 (lines 3-6 of 22)" in question  # TOURS, SEASON imported: defined elsewhere
    assert question.count("#### test/b.test.ts:") == 2


def test_a_constant_the_failing_line_imports_is_quoted_from_the_file_beside_it_that_defines_it(tmp_path):
    spec = 'import { FRIDAY } from "./fixtures";\n\nit("counts", () => {\n  expect(left(FRIDAY)).toBe(8);\n});\n'
    files = {
        "test/b.test.ts": spec,
        "test/a_helpers.js": "export const SATURDAY = [];\n",  # another constant: not the one read
        "test/fixtures.ts": "// tours\n\nexport const FRIDAY: Tour[] = [\n  tour(1, { booked: 4, held: 6 }),\n];\n",
        "src/fixtures.ts": "export const FRIDAY = [];\n",  # another folder: not beside the test
    }
    failure = Failure("expected 6 to be 8", "vitest", "counts", "test/b.test.ts", 4)
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path, files))[1].content
    assert "#### test/fixtures.ts:3 (lines 1-5 of 5)" in question
    assert "4:   tour(1, { booked: 4, held: 6 })," in question
    assert "src/fixtures.ts" not in question
    assert "a_helpers" not in question


def test_a_file_beside_the_test_that_links_outside_the_repository_is_not_read_for_a_constant(tmp_path):
    outside = tmp_path / "outside.ts"
    outside.write_text('export const FRIDAY = "kept-outside";\n')
    spec = 'import { FRIDAY } from "./evil";\n\nit("counts", () => {\n  expect(left(FRIDAY)).toBe(8);\n});\n'
    repo = _repo(tmp_path / "repo", {"test/b.test.ts": spec})
    (tmp_path / "repo" / "test" / "evil.ts").symlink_to(outside)
    failure = Failure("expected 6 to be 8", "vitest", "counts", "test/b.test.ts", 4)
    question = build_messages(LogDigest("x", (failure,)), repo)[1].content
    assert "kept-outside" not in question
    assert "#### test/b.test.ts:4" in question


def test_at_most_two_constants_are_quoted(tmp_path):
    from diagbot.prompt_rows import constants_read
    from diagbot.tools.paths import make_context

    consts = "".join(f"{name} = {n}\n" + "# -\n" * 6 for n, name in enumerate(["ALPHA_ONE", "BETA_TWO", "GAMMA_3"]))
    spec = consts + "\n\ndef test_sum():\n    assert add(ALPHA_ONE, BETA_TWO, GAMMA_3) == 9\n"
    _repo(tmp_path, {"tests/test_sum.py": spec})
    failure = Failure("assert 3 == 9", "pytest", "test_sum", "tests/test_sum.py", len(spec.splitlines()))
    assert constants_read(make_context(tmp_path), failure) == [("tests/test_sum.py", 1), ("tests/test_sum.py", 8)]


def test_twelve_files_beside_the_test_are_looked_through_for_a_constant_it_does_not_define(tmp_path):
    spec = "from tests.fixtures import FAR_AWAY\n\n\ndef test_sum():\n    assert add(FAR_AWAY) == 9\n"
    files = {"tests/test_sum.py": spec, **{f"tests/f{k:02}.py": "x = 1\n" for k in range(12)}}
    failure = Failure("assert 3 == 9", "pytest", "test_sum", "tests/test_sum.py", 5)
    late = build_messages(
        LogDigest("x", (failure,)), _repo(tmp_path / "a", {**files, "tests/f99.py": "FAR_AWAY = 4\n"})
    )
    assert "FAR_AWAY = 4" not in late[1].content  # the 13th file beside it: not looked through
    early = build_messages(
        LogDigest("x", (failure,)), _repo(tmp_path / "b", {**files, "tests/f05.py": "FAR_AWAY = 4\n"})
    )
    assert "#### tests/f05.py:1" in early[1].content


DISPATCH_TEST = (
    "class PilotDispatchTest {\n"  # 1
    "    @Test\n"
    "    void servesVesselsInArrivalOrder() {\n"  # 3
    "        List<Vessel> vessels = List.of(\n"  # 4
    '                new Vessel("Nordic Tern", 420),\n'
    '                new Vessel("Amberley", 360));\n'  # 6
    '        List<Pilot> pilots = List.of(new Pilot("Okafor"));\n'  # 7
    "        List<Boarding> plan = dispatch.plan(vessels, pilots);\n"  # 8
    '        assertEquals(List.of("Amberley", "Nordic Tern"), order(plan));\n'  # 9
    "    }\n"
    "}\n"
)


def test_a_typed_declaration_is_an_assignment_and_its_inputs_are_quoted_too(tmp_path):
    """Java's `List<Boarding> plan = dispatch.plan(vessels, pilots)`: the call the check compares, and above it the
    declarations of what it passes."""
    question = _question(_repo(tmp_path, {"DispatchTest.java": DISPATCH_TEST}), ("DispatchTest.java", 9))
    assert "#### DispatchTest.java:9 (lines 4-11 of 11)\n```\n4:         List<Vessel> vessels = List.of(\n" in question


def test_a_literal_the_failing_line_opens_is_quoted_down_to_where_it_closes_within_six_more_lines(tmp_path):
    test = (
        "it('ranks', () => {\n"  # 1
        "  const placed = rank(runs);\n"
        "  assert.deepStrictEqual(\n"  # 3
        "    placed,\n"
        "    [\n"
        "      [1, 'Fly'],\n"
        "      [2, 'Moss'],\n"
        "    ],\n"  # 8
        "  );\n"  # 9
        "});\n" + "// more\n" * 20
    )
    repo = _repo(tmp_path, {"test/rank.test.js": test, "test/long.test.js": "expect([\n" + "  1,\n" * 30 + "]);\n"})
    question = _question(repo, ("test/rank.test.js", 3), ("test/long.test.js", 1))
    assert "#### test/rank.test.js:3 (lines 1-9 of 30)" in question  # to the `);` closing what line 3 opens
    assert "#### test/long.test.js:1 (lines 1-9 of 32)" in question  # not closing: six lines more than two


def test_a_googletest_macro_opens_a_test_whose_lines_are_no_row_of_another_tests_failing_values(tmp_path):
    spec = (
        "TEST(Passage, OneBoatGoesStraightIn) {\n"  # 1
        '    auto boats = parse_boats("Kingfisher up 09:10");\n'  # 2: the values, in a test that passed
        '    EXPECT_EQ(describe(plan(boats)), "09:10 up Kingfisher");\n'
        "}\n\n"
        "TEST(Passage, TwoBoatsNeedATurn) {\n"  # 6
        "    auto boats = parse_boats(two_boats());\n"
        '    EXPECT_EQ(describe(plan(boats)), "09:10 up Kingfisher, 09:22 down -");\n'  # 8
        "}\n"
    )
    message = 'Expected equality of these values: describe(plan(boats)) Which is: "09:10 up Kingfisher, 09:34 up"'
    failure = Failure(message, "gtest", "Passage.TwoBoatsNeedATurn", "tests/test_passage.cpp", 8)
    question = build_messages(LogDigest("x", (failure,)), _repo(tmp_path, {"tests/test_passage.cpp": spec}))
    assert ": the test's line holding" not in question[1].content
    assert "2:     auto boats" not in question[1].content


def test_a_c_test_s_struct_from_a_call_and_its_array_of_inputs_are_quoted_above_the_assert(tmp_path):
    """C's `struct daylog log = day(lines);` assigns what the assert compares, and `const char *const lines[] = {`
    above it holds the test's inputs (a two-word type and an array declarator had hidden both)."""
    test = (
        "static void test_short_breaks(void)\n"  # 1
        "{\n"
        "    const char *const lines[] = {\n"  # 3
        '        "D 06:00 08:00", "R 08:00 08:15", "D 08:15 10:00", NULL,\n'
        "    };\n"
        "    struct daylog log = day(lines);\n"  # 6
        "    assert(longest_stretch(&log) == 240);\n"  # 7
        "}\n"
    )
    question = _question(_repo(tmp_path, {"tests/test_tacho.c": test}), ("tests/test_tacho.c", 7))
    assert "#### tests/test_tacho.c:7 (lines 3-8 of 8)\n```\n3:     const char *const lines[] = {\n" in question


def test_a_source_frame_several_failures_share_is_quoted_first_where_each_of_them_broke(tmp_path):
    repo = _repo(tmp_path, {"src/scoring.js": LINES, "test/scoring.test.js": LINES * 3})
    failures = tuple(
        Failure("TypeError: boom", "mocha", f"t{n}", "test/scoring.test.js", n, frame="src/scoring.js:12")
        for n in (10, 30, 50, 55)
    )
    question = build_messages(LogDigest("boom", failures), repo)[1].content
    heads = [line.split(" (")[0] for line in question.splitlines() if line.startswith("#### ")]
    assert heads[0] == "#### src/scoring.js:12"


NAMED = (
    'package eval\n\nimport "testing"\n\nvar cases = []struct{ name, input string; want bool }{\n'
    '\t{"true and false", "true && false", false},\n'
    "\t{\"Positive date LTE\", \"'2014-01-02' <= '2014-01-03'\", true},\n"
    "}\n\nfunc TestEval(t *testing.T) {\n\tfor _, c := range cases {\n"
    "\t\tif got := eval(c.input); got != c.want {\n"
    "\t\t\tt.Errorf(\"Test '%s' failed: result '%v' does not match expected '%v'\", c.name, got, c.want)\n"
    "\t\t}\n\t}\n}\n"
)


def test_the_row_a_failing_case_is_named_in_is_the_row_though_another_holds_more_of_its_common_values(tmp_path):
    repo = _repo(tmp_path, {"eval_test.go": NAMED})
    said = "Test 'Positive date LTE' failed: result 'false' does not match expected 'true'"
    question = build_messages(LogDigest("x", (Failure(said, "go", "TestEval", "eval_test.go", 13),)), repo)[1].content
    assert "line 7: the test's line holding the failing values" in question


SUBTESTS = (  # a table run through t.Run(tc.expected, ...): go names each subtest with its spaces made `_`
    "package f\n\nfunc TestFormat(t *testing.T) {\n\ttests := []struct{ t int; expected string }{\n"  # 1-4
    '\t\t{1, "20 2020 Wed 01 00 00"},\n'  # 5: one day of the week earlier, the same year and numbers
    '\t\t{2, "20 2020 Sun 01 01 00"},\n'  # 6: the failing row
    "\t}\n\tfor _, tc := range tests {\n\t\tt.Run(tc.expected, func(t *testing.T) {\n"  # 7-9
    '\t\t\tif got := Format(tc.t); got != tc.expected {\n\t\t\t\tt.Errorf("expected: %s, got: %s", tc.expected, got)\n'
    "\t\t\t}\n\t\t})\n\t}\n}\n"
)


def test_a_go_subtests_name_finds_its_row_written_with_spaces(tmp_path):
    repo = _repo(tmp_path, {"format_test.go": SUBTESTS})
    said = "expected: 20 2020 Sun 01 01 00, got: 20 2020 Sun 01 01 01"
    failure = Failure(said, "go", "TestFormat/20_2020_Sun_01_01_00", "format_test.go", 11)
    question = build_messages(LogDigest("x", (failure,)), repo)[1].content
    assert "line 6: the test's line holding the failing values" in question
