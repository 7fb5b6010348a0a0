"""Changed functions reached through code the branch did not change, on real git repositories: the failing test
calls `lines`, which calls `shelves`, which calls `shelf_share`, which calls the changed `share`; nothing read names
`share`, so the offline diagnoser walks back from the change (where is `share` used? in `shelf_share`; where is that
used? in `shelves`, which the read code calls) and cites the change, with the way there."""

from __future__ import annotations

import re

from diagbot.diagnose import OFFLINE_TURNS
from diagbot.logs.types import Failure
from diagbot.offline.code import defined_name, enclosing
from diagbot.offline.findings import Findings
from diagbot.offline.named import DEFINITION
from diagbot.offline.uses import scope, uses
from tests.offline.test_follow import _diagnose

KILN = {
    "kiln/shelf.py": (
        "import math\n\nSTEP = 0.25\n\n\ndef share(width, depth):\n"
        "    raw = (width + 2) * (depth + 2) / 1600\n    return quarters(raw)\n\n\n"
        "def quarters(fraction):\n    return math.ceil(fraction / STEP) * STEP\n"
    ),
    "kiln/piece.py": (
        "from kiln import shelf\n\n\nclass Piece:\n    def __init__(self, width, depth):\n"
        "        self.width, self.depth = width, depth\n\n    def shelf_share(self):\n"
        "        return shelf.share(self.width, self.depth)\n"
    ),
    "kiln/firing.py": (
        "class Firing:\n    def __init__(self, kind, pieces):\n        self.kind, self.pieces = kind, pieces\n\n"
        "    def shelves(self):\n        return sum(p.shelf_share() for p in self.pieces)\n"
    ),
    "kiln/statement.py": (
        "def lines(firings):\n    out = []\n    for f in firings:\n"
        '        out.append(f"{f.kind} {f.shelves():.2f}")\n    return out\n'
    ),
    "kiln/banner.py": 'def title():\n    return "Kiln"\n',
    "tests/test_statement.py": (
        "from kiln.firing import Firing\nfrom kiln.piece import Piece\nfrom kiln.statement import lines\n\n\n"
        'def test_lines():\n    assert lines([Firing("bisque", [Piece(30, 30)])]) == ["bisque 0.75"]\n'
    ),
}
CHANGED = {
    "kiln/shelf.py": KILN["kiln/shelf.py"]
    .replace(
        "def share(width, depth):\n",
        'MM_PER = {"mm": 0.1, "cm": 1.0}\n\n\ndef share(width, depth, unit="mm"):\n'
        "    width, depth = to_cm(width, unit), to_cm(depth, unit)\n",
    )
    .replace("def quarters", "def to_cm(length, unit):\n    return length * MM_PER[unit]\n\n\ndef quarters"),
    "kiln/banner.py": KILN["kiln/banner.py"].replace('"Kiln"', '"Kiln 2026"'),
}
FAIL = Failure(
    "AssertionError: assert ['bisque 0.25'] == ['bisque 0.75']", "pytest", "tests/test_statement.py::test_lines",
    "tests/test_statement.py", 7, 5,
)  # fmt: skip


def test_a_change_reached_through_unchanged_functions_is_found_walking_back_from_it(make_repo, git):
    d = _diagnose(make_repo, git, KILN, CHANGED, FAIL, turns=OFFLINE_TURNS)
    greps = [t.args["pattern"] for t in d.trace if t.tool == "grep" and t.args["pattern"].startswith(DEFINITION)]
    walked = [m[1] for p in greps if (m := re.search(r"\|\\b\(([\w|]+)\)\\b$", p))]
    assert walked == ["title|MM_PER|share|to_cm", "shelf_share"]  # where each is used, with the definitions
    assert [t.tool for t in d.trace][-1] == "diff"
    assert (d.locations[0].path, d.locations[0].line) == ("kiln/shelf.py", 10)  # the function the way reaches:
    # the line using its new default, not the new helper beside it that the failure's values point at
    said = "in the change to `share`, which `kiln/statement.py` reaches at line 4 through `shelves` → `shelf_share`"
    assert said in d.conclusion
    assert "kiln/banner.py" not in {loc.path for loc in d.locations}  # changed, but on no way from the test


def test_a_change_no_way_reaches_is_not_blamed(make_repo, git):
    unreached = KILN | {"kiln/firing.py": KILN["kiln/firing.py"].replace("p.shelf_share()", "1")}
    d = _diagnose(make_repo, git, unreached, CHANGED, FAIL, turns=OFFLINE_TURNS)
    assert "reaches through" not in d.conclusion
    assert "kiln/shelf.py" not in {loc.path for loc in d.locations[:1]}


def test_a_bare_call_statement_defines_nothing_but_a_method_head_does():
    assert defined_name("    check(value)") is None  # a call, at any depth
    assert defined_name("    FromHex::from_hex(data)") is None  # a qualified call names no type before the function
    assert defined_name("double Geo::distance(double a)") == "distance"
    assert defined_name("def share(width, depth):") == "share"
    assert defined_name("  total() {") == "total"  # a JavaScript method
    assert defined_name("static int total(int a)") == "total"
    assert defined_name("MAX_UNITS = 3") == "MAX_UNITS"
    typed = '  isFree(desk: string, half: Half = "day"): boolean {'  # a TypeScript method's return type
    assert (defined_name(typed), enclosing({1: typed, 2: "    return true;"}, 2)) == ("isFree", "isFree")
    assert defined_name("  check(x): void;") is None  # a signature without a body defines nothing here


LEDGER = {
    "shop/money.py": "def cents(amount):\n    return round(amount * 100)\n",
    "shop/ledger.py": (
        "from shop.money import cents\n\n\nclass Ledger:\n    def __init__(self, entries):\n"
        "        self.total = sum(cents(e) for e in entries)\n"
    ),
    "shop/report.py": (
        'from shop.ledger import Ledger\n\n\ndef summary(entries):\n    return f"total {Ledger(entries).total}"\n'
    ),
    "tests/test_report.py": (
        'from shop.report import summary\n\n\ndef test_summary():\n    assert summary([1.5]) == "total 150"\n'
    ),
}
LEDGER_FAIL = Failure(
    "AssertionError: assert 'total 15' == 'total 150'", "pytest", "tests/test_report.py::test_summary",
    "tests/test_report.py", 5, 5,
)  # fmt: skip


def test_a_way_through_a_constructor_goes_on_from_its_class_name(make_repo, git):
    changed = {"shop/money.py": LEDGER["shop/money.py"].replace("round(amount * 100)", "round(amount * 10)")}
    d = _diagnose(make_repo, git, LEDGER, changed, LEDGER_FAIL, turns=OFFLINE_TURNS)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/money.py", 2)
    assert "in the change to `cents`, which `shop/report.py` reaches at line 5 through `Ledger`" in d.conclusion


def test_with_a_change_read_a_change_reached_through_unchanged_code_is_listed_after_it(make_repo, git):
    changed = CHANGED | {"kiln/statement.py": KILN["kiln/statement.py"].replace(":.2f", ":.3f")}
    d = _diagnose(make_repo, git, KILN, changed, FAIL, turns=OFFLINE_TURNS)
    assert d.locations[0].path == "kiln/statement.py"  # the change in the function the test calls comes first
    assert "- the failure also reaches the branch's change to `share` at `kiln/shelf.py:" in d.conclusion
    assert "through `shelves` → `shelf_share` (functions the branch did not change)" in d.conclusion
    assert "kiln/shelf.py" in {loc.path for loc in d.locations[1:5]}


def test_a_way_through_a_function_the_branch_changed_too_does_not_say_it_runs_through_unchanged_code(make_repo, git):
    shelves = KILN["kiln/firing.py"].replace(
        "return sum(p.shelf_share() for p in self.pieces)", "return round(sum(p.shelf_share() for p in self.pieces), 2)"
    )
    changed = CHANGED | {"kiln/statement.py": KILN["kiln/statement.py"].replace(":.2f", ":.3f")}
    d = _diagnose(make_repo, git, KILN, changed | {"kiln/firing.py": shelves}, FAIL, turns=OFFLINE_TURNS)
    assert "- the failure also reaches the branch's change to `share` at `kiln/shelf.py:" in d.conclusion
    assert "through `shelves` → `shelf_share`" in d.conclusion
    assert "(functions the branch did not change)" not in d.conclusion  # `shelves` is one it changed


def test_a_use_sits_in_the_function_above_it_a_constructor_in_its_class_and_no_test_block_in_a_helper():
    hits = [
        ("spec/quote_spec.rb", 3, "  def quote(**kw)"),
        ("spec/quote_spec.rb", 8, "    expect(quote.lines).to eq 1"),  # in an `it` block, not in `quote`
        ("test/test_helper.rb", 2, "  def november"),
        ("test/test_helper.rb", 3, "    Reading.parse_all(TEXT)"),
        ("lib/standings.rb", 1, "class Standings"),
        ("lib/standings.rb", 2, "  def initialize(results)"),
        ("lib/standings.rb", 3, "    results.each { |r| row_for(r) }"),
        ("lib/standings.rb", 6, "  def row_for(result)"),  # the definition: no use
    ]
    assert uses(hits, {"lines", "parse_all", "row_for"}) == [
        ("parse_all", ("november", 2), "test/test_helper.rb", 3),
        ("row_for", ("Standings", 1), "lib/standings.rb", 3),
    ]


def test_a_standard_methods_name_used_as_a_member_is_no_use_of_the_projects_function_of_that_name():
    hits = [
        ("lib/invoice.rb", 2, "  def lines"),
        ("lib/invoice.rb", 3, '    extras.map { |name| Line.new(name.to_s.tr("_", " ")) }'),  # a symbol's to_s
        ("lib/report.rb", 5, "  def render"),
        ("lib/report.rb", 6, "    puts to_s"),  # called bare: the class's own
        ("lib/report.rb", 7, "    statement.to_s + rows.entries.join"),  # as a member only: a value's own
    ]
    assert uses(hits, {"to_s", "entries"}) == [("to_s", ("render", 5), "lib/report.rb", 6)]


def test_the_walk_searches_the_folder_the_code_shares_in_its_languages():
    f = Findings(None, code=[("src/a/x.c", 1, {1: "x"}), ("src/b/y.h", 1, {1: "y"})])
    assert scope(f) == "src/**/*.{c,h}"
    assert scope(Findings(None, code=[("Makefile", 1, {1: "all:"})])) == "**/*"


def test_a_changed_function_called_below_what_a_read_showed_is_found(make_repo, git):
    notes = "".join(f"    # step {i}: kept for the audit trail\n" for i in range(30))
    body = (
        "def lines(firings):\n    out = []\n"
        + notes
        + ('    for f in firings:\n        out.append(f"{f.kind} {rounded(f.shelves())}")\n    return out\n')
    )
    base = KILN | {
        "kiln/statement.py": "from kiln import rounded\n\n\n" + body,  # through the package: no import names fmt
        "kiln/__init__.py": "from kiln.fmt import rounded\n",
        "kiln/fmt.py": 'def rounded(x):\n    return f"{x:.2f}"\n',
    }
    changed = {"kiln/fmt.py": base["kiln/fmt.py"].replace(":.2f", ":.1f")}
    raised = Failure("IndexError: list index out of range", "pytest", None, "kiln/statement.py", 5, 5)  # in `lines`:
    # no read names it but its own head
    d = _diagnose(make_repo, git, base, changed, raised, turns=OFFLINE_TURNS)
    assert (d.locations[0].path, d.locations[0].line) == ("kiln/fmt.py", 2)
    assert "in the change to `rounded`, which `kiln/statement.py` names at line 37" in d.conclusion


def test_a_way_may_start_in_the_failing_tests_setup(make_repo, git):
    ledger = LEDGER["shop/ledger.py"].replace("class Ledger:", "class Ledger(Printable):")
    base = {k: v for k, v in LEDGER.items() if "report" not in k} | {  # no other `summary`
        "shop/ledger.py": "from shop.printing import Printable\n" + ledger,
        "shop/printing.py": 'class Printable:\n    def summary(self):\n        return f"total {self.total}"\n',
        "shop/books.py": "from shop.ledger import Ledger\n\n\ndef open_books(entries):\n    return Ledger(entries)\n",
        "tests/test_books.py": (
            "import unittest\n\nfrom shop.books import open_books\n\n\nclass BooksTest(unittest.TestCase):\n"
            "    def setUp(self):\n        self.books = open_books([1.5])\n\n"
            "    def test_total(self):\n        self.assertEqual(self.books.summary(), 'total 150')\n"
        ),
    }
    changed = {"shop/money.py": LEDGER["shop/money.py"].replace("round(amount * 100)", "round(amount * 10)")}
    fail = Failure(
        "AssertionError: 'total 15' != 'total 150'", "unittest", "BooksTest.test_total", "tests/test_books.py", 11, 9
    )  # fmt: skip
    d = _diagnose(make_repo, git, base, changed, fail, turns=OFFLINE_TURNS)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/money.py", 2)
    assert "which `tests/test_books.py` reaches at line 8 through `open_books` → `Ledger`" in d.conclusion
