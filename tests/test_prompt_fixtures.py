"""prompt_fixtures: the question quotes the fixture rows of a value only one side of a failure's comparison holds."""

from __future__ import annotations

from pathlib import Path

from diagbot.gitinfo import ChangeSet, RepoFacts
from diagbot.logs.types import Failure, LogDigest
from diagbot.prompt import build_messages
from diagbot.prompt_fixtures import one_sided

HELPER = (
    'require "minitest/autorun"\n\n'  # 1-2
    "module Fixtures\n  BOOKINGS = <<~CSV\n    ref,name,every,last_clean\n"  # 3-5
    "    C01,Patel,W4,2026-10-19\n    C03,Walsh,W6,2026-10-05\n    C05,Brennan,W6,2026-10-05\n  CSV\n\n"  # 6-10
    "  def customers\n    Sheet.parse(BOOKINGS)\n  end\nend\n"  # 11-14
)
TEST = (
    'require "test_helper"\n\nclass RoundTest < Minitest::Test\n  include Fixtures\n\n'  # 1-5
    "  def test_due_in_van_order\n    assert_equal %w[C05 C01 C03], Round.new(customers).due.map(&:ref)\n  end\nend\n"
)
LACKS = '- expected + actual: -["C05", "C01", "C03"], +["C01"]'


def _question(tmp_path: Path, files: dict[str, str], failure: Failure) -> str:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    repo = RepoFacts(str(tmp_path), "ab", "feature", ChangeSet((), "origin/main", "GITHUB_BASE_REF"))
    return build_messages(LogDigest("x", (failure,)), repo)[1].content


def test_a_helpers_rows_of_the_values_the_result_lacks_are_quoted_and_marked(tmp_path):
    files = {"test/test_helper.rb": HELPER, "test/round_test.rb": TEST}
    failure = Failure(LACKS, "minitest", "RoundTest.test_due_in_van_order", "test/round_test.rb", 7)
    question = _question(tmp_path, files, failure)
    assert "#### test/test_helper.rb:7, 8 (lines 5-9 of 14; lines 7, 8: lines holding a value only one side" in question
    assert "8:     C05,Brennan,W6,2026-10-05" in question
    assert "6:     C01,Patel" in question  # the window's context, unmarked: C01 is on both sides


def test_a_file_beside_the_test_whose_name_says_no_helper_is_not_searched(tmp_path):
    files = {"test/other_test.rb": HELPER, "test/round_test.rb": TEST}
    failure = Failure(LACKS, "minitest", "RoundTest.test_due_in_van_order", "test/round_test.rb", 7)
    assert "test/other_test.rb" not in _question(tmp_path, files, failure)


def test_the_tests_own_table_outside_any_test_is_searched_and_other_checks_and_comments_are_not(tmp_path):
    test = (
        "/*\n  Licensed to you under the terms of the licence: see it\n*/\n"  # 1-3
        "#include <assert.h>\n"  # 4
        'static const char *ROWS[] = {"a/b/c", "x/y"};\n'  # 5: a table outside any test
        'int main(void) {\n    CHECK_STR(norm("/srv//www"), "/srv/www");\n'  # 6-7: another check
        '    CHECK_STR(norm(ROWS[0]), "a/b/c");\n    return 0;\n}\n'  # 8-10
    )
    failure = Failure('norm: expected "a/b/c", got "/srv/www" (see it)', "ctest", None, "tests/test_norm.c", 8)
    question = _question(tmp_path, {"tests/test_norm.c": test}, failure)
    assert "line 5: line holding a value only one side of the comparison has" in question
    assert "line 7:" not in question


def test_the_values_of_one_side_only_are_the_items_that_name_something():
    assert one_sided(LACKS) == ["C05", "C03"]
    assert one_sided("expected: <1200> but was: <840>") == ["1200", "840"]
    assert one_sided('expected: <"fork" and "barn"> but was: <fork" and "barn>') == ["fork", "barn"]  # not `and`
    assert one_sided("assert 'C05' == 'C01'") == []  # no sides: which one the code made is a convention
    assert one_sided("Expected: 12\n  Actual: 15") == []  # two digits: on too many lines to point anywhere
