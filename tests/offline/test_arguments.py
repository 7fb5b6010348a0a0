"""Arguments passed across a function's parameters: told by their names, in each language's way of writing
parameters, and, on real git repositories, cited at the call rather than in the function it calls."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.arguments import crossed, crossing, prototype
from tests.offline.test_follow import _diagnose


@pytest.mark.parametrize(
    ("line", "definition"),
    [
        ("rows = [(p, charge(period, tariff)) for p in ps]", "def charge(tariff: Tariff, period: Period) -> int:"),
        ("return minutesBeyond(overtime, workedMinutes);", "long minutesBeyond(long worked, long over) {"),
        ("if err := checkLimits(hard, soft); err != nil {", "func checkLimits(soft, hard int64) error {"),
        ("const ms = toMillis(unit, Number(amount));", "function toMillis(amount, unit) {"),
        ("$total = $this->fee($days, $rate);", "public function fee(int $rate, int $days): int"),
        ("let a = shape.area(width, height);", "fn area(&self, height: u32, width: u32) -> u32 {"),
        ("total = price_for(self.nights, self.rate)", "def price_for(self, rate, nights=1):"),
        (  # `startGate` shares a word with `gate`: each argument is named exactly as the other's parameter
            "double gate = GateCompensation.points(hill, jump.gate(), startGate, jump.distance());",
            "public static double points(Hill hill, int startGate, int gate, double distance) {",
        ),
    ],
)  # fmt: skip
def test_arguments_named_after_each_others_parameters_are_crossed(line, definition):
    assert crossed(line, definition)


@pytest.mark.parametrize(
    ("line", "definition"),
    [
        ("charge(tariff, period)", "def charge(tariff: Tariff, period: Period) -> int:"),
        ("set(currentValue, path.slice(1), value, doNotReplace)", "function set(obj, path, value, doNotReplace) {"),
        ("quote(value, self.reserved_characters())", "def quote(self, value: t.Any) -> str:"),  # one parameter
        ("area(w, h)", "fn area(&self, height: u32, width: u32) -> u32 {"),  # the names say nothing
        ("fee(days)", "def fee(rate, days=1):"),  # not an argument for each parameter
        ("sum_fields(s, parts, [3600, 60][:len(parts)])", "def sum_fields(s, parts, weights):"),  # its own fits
        ("other(period, tariff)", "def charge(tariff, period):"),  # not a call of that function
        ('log("charge(period, tariff)")', "def charge(tariff, period):"),  # a string, not a call
        ("[g, x, y] = $this->gcdExtended($this->mod($b, $a), $a);", "function gcdExtended(string $a, string $b)"),
        ("return gcd(b, a % b)", "def gcd(a, b):"),  # Euclid swaps them on purpose: one-letter names tell nothing
    ],
)
def test_arguments_in_their_places_or_saying_nothing_are_not_crossed(line, definition):
    assert not crossed(line, definition)


def test_the_crossing_is_said_with_the_parameter_it_went_to():
    said = crossing("x = charge(period, tariff)", ["def other(a, b):", "def charge(tariff, period):"])
    assert said == "`period` goes to `tariff` of `charge(tariff, period)`, not to `period`"


RATES = {
    "stay/rates.py": (
        "WEEKEND = {5, 6}\n\n\ndef nightly(day, base):\n    return base * 2 if day in WEEKEND else base\n"
    ),
    "stay/quote.py": (
        "from stay.rates import nightly\n\n\ndef quote(days, base):\n    return sum(nightly(d, base) for d in days)\n"
    ),
    "tests/test_quote.py": (
        "from stay.quote import quote\n\n\ndef test_a_weekend_costs_double():\n    assert quote([4, 5], 100) == 300\n"
    ),
}


def test_a_changed_call_passing_its_arguments_out_of_place_is_cited_not_the_function_it_calls(make_repo, git):
    changed = {  # the branch moves the sum into a helper, calls it with the arguments crossed, and reworks nightly
        "stay/quote.py": (
            "from stay.rates import nightly\n\n\ndef quote(days, base):\n    return total_for(base, days)\n\n\n"
            "def total_for(days, base):\n    return sum(nightly(d, base) for d in days)\n"
        ),
        "stay/rates.py": (
            "WEEKEND = frozenset({5, 6})\n\n\ndef nightly(day, base):\n    if day in WEEKEND:\n"
            "        return base * 2\n    return base\n"
        ),
    }
    fail = Failure("TypeError: 'int' object is not iterable", "pytest", "test_a_weekend_costs_double",
                   "tests/test_quote.py", 5)  # fmt: skip
    d = _diagnose(make_repo, git, RATES, changed, fail)
    assert (d.locations[0].path, d.locations[0].line) == ("stay/quote.py", 5)
    assert "its call passes an argument out of place: `base` goes to `days` of `total_for(days, base)`" in d.conclusion


BILLING = {
    "meters/billing.py": (
        "from meters.models import Period, Tariff\n\n\ndef charge(tariff: Tariff, period: Period) -> int:\n"
        "    return tariff.cents * period.days\n"
    ),
    "meters/models.py": (
        "from dataclasses import dataclass\n\n\n@dataclass\nclass Tariff:\n    cents: int\n\n\n"
        "@dataclass\nclass Period:\n    days: int\n"
    ),
}


def test_a_type_error_at_a_call_passing_its_arguments_out_of_place_stays_at_the_call(make_repo, git):
    changed = {  # the branch reworks charge and adds a statement calling it with its arguments crossed
        "meters/billing.py": BILLING["meters/billing.py"].replace(
            "return tariff.cents * period.days", "return int(tariff.cents * period.days)"
        ),
        "meters/statement.py": (
            "from meters.billing import charge\n\n\ndef statement(tariff, periods):\n"
            "    return [charge(period, tariff) for period in periods]\n"
        ),
    }
    message = 'Argument 1 to "charge" has incompatible type "Period"; expected "Tariff"  [arg-type]'
    d = _diagnose(make_repo, git, BILLING, changed, Failure(message, "mypy", None, "meters/statement.py", 5, 1))
    assert (d.locations[0].path, d.locations[0].line) == ("meters/statement.py", 5)
    assert "`period` goes to `tariff: Tariff` of `charge(tariff: Tariff, period: Period)`" in d.conclusion


def test_a_header_declaration_with_typed_parameters_is_read_as_the_function_a_call_crosses():
    declared = "    Fount(std::string series, double bodyPt, double setPt, std::map<char, int> units);"
    assert prototype(declared) == "Fount"
    assert crossed("    return Fount(series, setPt, bodyPt, std::move(units));", declared)
    assert not crossed("    return Fount(series, bodyPt, setPt, std::move(units));", declared)
    assert [prototype(t) for t in ("    foo(a, b);", "    return area(s, 2);", "  total(price * 2, count);")] == [
        None,
        None,
        None,
    ]


def test_a_call_crossing_a_header_declaration_the_branch_changed_is_flagged_in_its_source_file():
    from diagbot.changes import ChangeSet, FileChange
    from diagbot.offline.heads import crossing_lines

    header = "@@ -3,1 +3,1 @@\n-    Fount(std::string series, double bodyPt);\n"
    header += "+    Fount(std::string series, double bodyPt, double setPt);\n"
    source = "@@ -9,1 +9,1 @@\n-    return Fount(series, bodyPt);\n+    return Fount(series, setPt, bodyPt);\n"
    files = (
        FileChange("include/fount.hpp", "modified", added=1, deleted=1, patch=header),
        FileChange("src/fount.cpp", "modified", added=1, deleted=1, patch=source),
    )
    assert crossing_lines(ChangeSet(files, "main")) == {("src/fount.cpp", 9)}


def test_a_call_crossing_a_c_function_whose_brace_opens_the_next_line_is_flagged():
    from diagbot.changes import ChangeSet, FileChange
    from diagbot.offline.heads import crossing_lines

    patch = (  # Allman style: the head names no brace, the next line holds it
        "@@ -6,0 +7,5 @@\n+double urea_ratio(double pre_urea, double post_urea)\n+{\n+\treturn post_urea / pre_urea;\n"
        "+}\n+\n@@ -20,1 +25,1 @@\n-\tdouble r = post_urea / pre_urea;\n"
        "+\tdouble r = urea_ratio(post_urea, pre_urea);\n"
    )
    files = (FileChange("src/urea.c", "modified", added=6, deleted=1, patch=patch),)
    assert crossing_lines(ChangeSet(files, "main")) == {("src/urea.c", 25)}


def test_a_page_cites_its_call_crossing_a_function_defined_off_the_page():
    from diagbot.offline.changed import read_hunk
    from tests.offline.test_pick import _page

    page = _page(  # the reached function's page; rate_percent(temp_c, weight_g) is defined further up the file
        (52, " ", "    def daily_ration_kg(batch, temp_c)"),
        (None, "-", "      rate = RATES.fetch(band(batch.mean_weight_g))"),
        (53, "+", "      rate = rate_percent(batch.mean_weight_g, temp_c)"),
        (None, "-", "      (batch.biomass_kg * rate / 100).round(2)"),
        (54, "+", "      (batch.biomass_kg * rate / 100.0).round(2)"),
        (55, " ", "    end"),
    )
    assert read_hunk("lib/feeding.rb", page, 0).line == 54  # a small edit of a removed line, otherwise
    assert read_hunk("lib/feeding.rb", page, 0, crossing=frozenset({53})).line == 53


def test_the_function_gits_hunk_line_names_is_read_unless_the_branch_rewrote_its_head():
    from diagbot.changes import ChangeSet, FileChange
    from diagbot.offline.heads import crossing_lines

    patch = (  # the head is above the hunk's context: git names it on the `@@` line
        "@@ -17,3 +17,3 @@ double ovenDryWeight(double wetKg, double mcPct) {\n     return wetKg;\n }\n"
        "-double d = ovenDryWeight(kg, pct);\n+double d = ovenDryWeight(mcPct, wetKg);\n"
    )
    files = (FileChange("src/moisture.cpp", "modified", added=1, deleted=1, patch=patch),)
    assert crossing_lines(ChangeSet(files, "main")) == {("src/moisture.cpp", 19)}
    rewritten = (  # git names the old head, which the branch turned round: calls in the new order are right
        "@@ -1,2 +1,2 @@\n-double ovenDryWeight(double wetKg, double mcPct) {\n"
        "+double ovenDryWeight(double mcPct, double wetKg) {\n     return wetKg;\n"
        "@@ -17,3 +17,3 @@ double ovenDryWeight(double wetKg, double mcPct) {\n     return wetKg;\n }\n"
        "-double d = ovenDryWeight(wetKg, mcPct);\n+double d = ovenDryWeight(mcPct, wetKg);\n"
    )
    files = (FileChange("src/moisture.cpp", "modified", added=2, deleted=2, patch=rewritten),)
    assert crossing_lines(ChangeSet(files, "main")) == frozenset()


def test_a_go_parameter_is_named_before_its_type_whose_words_say_nothing():
    head = "func (p *parser) assertEqual(expected, got itemType) {"
    assert not crossed("\tp.assertEqual(itemKeyEnd, k.typ)", head)  # `item` is the type's word, not `got`'s
    assert crossed("\tn := nightsWithin(last, first)", "func nightsWithin(first time.Time, last time.Time) int {")
    assert crossed("\tsz := area(height, width)", "int area(size_t width, size_t height) {")  # C: the name is last


def test_a_call_of_a_function_typed_parameter_crossing_the_names_its_type_gives_is_flagged_in_its_function():
    from diagbot.changes import ChangeSet, FileChange
    from diagbot.offline.heads import crossing_lines

    go = (  # Go: `test func(s, substr string) bool`, called with its strings turned round
        "@@ -40,0 +40,7 @@\n+func stringTest(a1, a2 query, test func(s, substr string) bool) func(iterator) bool {\n"
        "+\treturn func(t iterator) bool {\n+\t\ts, substr := eval(a1, t), eval(a2, t)\n"
        "+\t\treturn test(substr, s)\n+\t}\n+}\n+\n"
    )
    ts = (  # TypeScript: `keep: (row: Row, limit: number) => boolean`, the same slip; below, another function's
        "@@ -1,0 +1,9 @@\n+export function filterRows(rows: Row[], limit: number, keep: (row: Row, limit: number)"
        " => boolean): Row[] {\n+  return rows.filter((row) => keep(row, limit));\n+}\n+\n"
        "+export function firstRow(rows: Row[], limit: number): Row | undefined {\n"
        "+  return rows.find((row) => keep(limit, row));\n+}\n+\n"
    )
    files = (
        FileChange("func.go", "modified", added=7, deleted=0, patch=go),
        FileChange("src/rows.ts", "added", added=9, deleted=0, patch=ts),
    )
    assert crossing_lines(ChangeSet(files, "main")) == {("func.go", 43)}  # `keep` is no parameter of `firstRow`
    unnamed = go.replace("func(s, substr string) bool", "func(string, string) bool")
    files = (FileChange("func.go", "modified", added=7, deleted=0, patch=unnamed),)
    assert crossing_lines(ChangeSet(files, "main")) == frozenset()  # a type naming no parameters tells nothing
    swapped = (
        "@@ -1,0 +1,3 @@\n+export function filterRows(rows: Row[], limit: number, keep: (row: Row, limit: number)"
        " => boolean): Row[] {\n+  return rows.filter((row) => keep(limit, row));\n+}\n"
    )
    files = (FileChange("src/rows.ts", "added", added=3, deleted=0, patch=swapped),)
    assert crossing_lines(ChangeSet(files, "main")) == {("src/rows.ts", 2)}
