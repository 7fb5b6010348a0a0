"""Changed functions the read code names, on real git repositories: a test naming a method whose code the branch
changed (without a call the plan follows: a Ruby method called without brackets, a value's member) leads the offline
diagnoser to that change; a change nothing read names is never blamed; the other named changes are listed."""

from __future__ import annotations

from dataclasses import replace

from diagbot.logs.types import Failure
from diagbot.offline.named import DEFINITION, owner
from tests.offline.test_follow import _diagnose

GRADES = {
    "lib/grades/scale.rb": (
        "module Grades\n  module Scale\n    module_function\n\n"
        '    def letter(percent)\n      percent >= 90 ? "A" : percent >= 70 ? "C" : "F"\n    end\n  end\nend\n'
    ),
    "lib/grades/row.rb": (
        "module Grades\n  class Row\n    attr_reader :name, :percent\n\n"
        "    def initialize(name, percent)\n      @name, @percent = name, percent\n    end\n\n"
        "    def letter\n      Scale.letter(percent)\n    end\n  end\nend\n"
    ),
    "lib/grades/banner.rb": 'module Grades\n  def self.banner\n    "Grades"\n  end\nend\n',
    "test/row_test.rb": (
        'require "minitest/autorun"\nrequire_relative "../lib/grades/row"\n\nclass RowTest < Minitest::Test\n'
        '  def test_text\n    row = Grades::Row.new("Ada", 75.0)\n'
        '    assert_equal "Ada C", "#{row.name} #{row.letter}"\n  end\nend\n'
    ),
}
CHANGED = {
    "lib/grades/scale.rb": (
        'module Grades\n  module Scale\n    CUTS = [[90, "A"], [80, "C"], [0, "F"]].freeze\n\n    module_function\n\n'
        "    def letter(percent)\n      CUTS.find { |cut, _| percent >= cut }.last\n    end\n  end\nend\n"
    ),
    "lib/grades/row.rb": GRADES["lib/grades/row.rb"].replace("Scale.letter(percent)", "Scale.letter(percent.round(1))"),
    "lib/grades/banner.rb": GRADES["lib/grades/banner.rb"].replace('"Grades"', '"Grades 2026"'),
}
FAIL = Failure('Expected: "Ada C"\n  Actual: "Ada F"', "minitest", "RowTest#test_text", "test/row_test.rb", 7, 3)


def test_a_changed_method_the_test_names_without_a_call_is_read_and_cited(make_repo, git):
    changed = {k: v for k, v in CHANGED.items() if k != "lib/grades/row.rb"}  # only the scale and a banner changed
    d = _diagnose(make_repo, git, GRADES, changed, FAIL)
    tools = [t.tool for t in d.trace if not t.args.get("pattern", "").startswith(DEFINITION + "|")]  # not the
    # greps for where other changed functions are used, after it
    assert tools[2:3] + tools[-1:] == ["grep", "diff"]  # the definitions in the changed files, then the named change
    assert d.locations[0].path == "lib/grades/scale.rb"
    assert d.locations[0].line in (3, 8)  # the new table, or the line reading it
    assert "in the change to `letter`, which `test/row_test.rb` names at line 7" in d.conclusion
    assert "lib/grades/banner.rb:" not in d.conclusion  # changed too, but nothing read names it
    assert "lib/grades/banner.rb" not in {loc.path for loc in d.locations}


def test_the_other_changed_functions_the_test_names_are_listed_not_blamed(make_repo, git):
    titled = GRADES | {
        "test/row_test.rb": GRADES["test/row_test.rb"].replace("    row =", "    Grades.banner\n    row =")
    }
    d = _diagnose(make_repo, git, titled, CHANGED, replace(FAIL, line=8))
    assert d.locations[0].path == "lib/grades/scale.rb"  # followed from the row's change to the scale's
    assert "- the read code also names functions the branch changed: `lib/grades/banner.rb:3` (`banner`)" in (
        d.conclusion
    )
    assert "lib/grades/row.rb:10` (`letter`)" not in d.conclusion  # the way in is cited once, as the way in
    assert [loc.path for loc in d.locations].index("lib/grades/banner.rb") > 1


def test_a_changed_line_belongs_to_the_definition_it_is_indented_under():
    heads = [(5, "    def letter(percent)"), (12, "  CUTS = [")]
    assert owner(heads, 6, "      percent >= 90") == ("letter", 5)
    assert owner(heads, 5, "    def letter(percent)") == ("letter", 5)
    assert owner(heads, 9, "    helper = 1") is None  # at the definition's own level: outside it
    assert owner(heads, 13, '    [90, "A"],') == ("CUTS", 12)
    assert owner([], 3, "x = 1") is None


CLINIC = {
    "src/index.js": "module.exports = {\n  ...require('./dates'),\n};\n",
    "src/dates.js": "function withinDays(ahead, days) {\n  return ahead >= 0 && ahead <= days;\n}\n\n"
    "module.exports = { withinDays };\n",
    "src/letters.js": "function letter(name) {\n  return `Dear ${name}`;\n}\n\nmodule.exports = { letter };\n",
    "test/dates.test.js": "const clinic = require('../src');\n\nconst shown = (ok) => (ok ? 'due' : 'not due');\n\n"
    "test('due today counts', () => {\n  expect(shown(clinic.withinDays(0, 30))).toBe('due');\n});\n",
}
CLINIC_FAIL = Failure(
    'expect(received).toBe(expected) // Object.is equality (- Expected + Received: - "due", + "not due")',
    "jest",
    "due today counts",
    "test/dates.test.js",
    6,
    3,
)


def test_a_change_that_only_re_exports_a_module_leaves_the_named_change_to_be_read(make_repo, git):
    base = {k: v for k, v in CLINIC.items() if k != "src/letters.js"}
    changed = {
        "src/index.js": "module.exports = {\n  ...require('./dates'),\n  ...require('./letters'),\n};\n",
        "src/letters.js": CLINIC["src/letters.js"],
        "src/dates.js": CLINIC["src/dates.js"].replace("ahead >= 0", "ahead > 0"),
    }
    d = _diagnose(make_repo, git, base, changed, CLINIC_FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("src/dates.js", 2), d.conclusion
    # the failing line calls `withinDays` inside the test's `shown`: the call whose definition the branch changed is
    # followed, not the re-export nor the new letters module
    assert "the branch changed `src/dates.js:2` (`- return ahead >= 0 && ahead <= days;`" in d.conclusion


def test_a_change_to_imports_alone_is_set_aside_not_blamed(make_repo, git):
    base = {k: v for k, v in CLINIC.items() if k != "src/letters.js"}
    changed = {
        "src/index.js": "module.exports = {\n  ...require('./dates'),\n  ...require('./letters'),\n};\n",
        "src/letters.js": CLINIC["src/letters.js"],
    }
    d = _diagnose(make_repo, git, base, changed, CLINIC_FAIL)
    assert "the branch changed" not in d.conclusion
    assert "- the branch's change read in `src/index.js` changes imports only" in d.conclusion
    assert "src/index.js" not in {loc.path for loc in d.locations}
    assert "### Confidence\nlow" in d.conclusion


def test_an_error_types_own_file_holds_no_changed_function_to_name():
    from diagbot.changes import ChangeSet, FileChange
    from diagbot.offline.change import new_side
    from diagbot.offline.findings import Findings
    from diagbot.offline.named import _pieces

    patch = "@@ -1,3 +1,3 @@\n function sku(line) {\n-  return line.id;\n+  return line.id + 1;\n }\n"
    for path, named in (("src/StockError.js", []), ("src/OrderLine.js", ["sku"])):
        changes = ChangeSet((FileChange(path, "modified", added=1, deleted=1, patch=patch),), "main")
        f = Findings(None, changes=changes, changed_defs=[(path, 1, "function sku(line) {")])
        assert [name for _, name in _pieces(f, {path: new_side(patch)})] == named
