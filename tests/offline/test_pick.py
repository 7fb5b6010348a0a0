"""offline.pick through change.read_hunk: of a changed hunk's added lines, the one the compared values point at."""

from __future__ import annotations

import pytest

from diagbot.diagnose import explain
from diagbot.offline.changed import read_hunk
from diagbot.sides import sides


def _page(*rows: tuple[int | None, str, str]) -> list[str]:
    """The diff tool's rows, `7:    12 +code`, from (new-side line or None, mark, text)."""
    return [f"{i}: {'' if n is None else n:>5} {mark}{text}" for i, (n, mark, text) in enumerate(rows, start=2)]


PRICE = _page(
    (10, " ", "def total(subtotal, region):"),
    (None, "-", "    rate = RATES[region]"),
    (11, "+", "    rate = RATES.get(region, 0)"),
    (12, "+", "    if subtotal <= 1000:"),
    (13, "+", "        return subtotal"),
    (14, "+", "    return round(subtotal * (1 - rate))"),
    (15, " ", ""),
)


@pytest.mark.parametrize(
    ("message", "line"),
    [
        ("AssertionError: assert 1150 == 850", 14),  # pytest: numbers apart -> arithmetic
        ("expect(received).toBeNull() (Received: 1000)", 12),  # jest: null against a value -> a boundary
        ("Total(1000, de) got 999 want 1000", 12),  # go: off by one -> a boundary
        ("expected: <[4, 5]> but was: <[]>", 14),  # junit: a list's items run on, no value is off by one
        ("assertion `left == right` failed (left: 1000, right: 10000)", 12),  # rust: tenfold -> a literal
        ("panic: runtime error: index out of range [1] with length 1", 12),  # nothing compared: the first deciding
    ],
)
def test_the_added_line_the_compared_values_point_at_is_named(message: str, line: int) -> None:
    changed = read_hunk("tax.py", PRICE, 10, message=message)
    assert (changed.line if changed else None) == line


def test_a_power_is_arithmetic_that_numbers_apart_point_at() -> None:
    page = _page(
        (20, " ", "def colors_in_name(term)"),
        (21, "+", "  match = term.match(/[-+](\\d+)(color|bit)/)"),
        (22, "+", "  return nil unless match"),
        (23, "+", "  bits = match[1].to_i**2"),
        (24, "+", "  match[2] == 'bit' ? bits : match[1].to_i"),
        (25, " ", "end"),
    )
    changed = read_hunk("lib/mode.rb", page, 40, message="expected: 256, got: 64")
    assert (changed.line if changed else None) == 23


def test_decimals_one_apart_in_their_last_place_point_at_the_rounding() -> None:
    page = _page(
        (8, "+", "def tonnes(kg):"),
        (9, "+", '    """`kg` in tonnes."""'),
        (10, "+", "    return Decimal(kg) / KG_PER_TONNE"),
        (11, "+", ""),
        (12, "+", ""),
        (13, "+", "def round_to(value, places=0):"),
        (14, "+", "    return value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)"),
    )
    rounded = "AssertionError: '1235 kg  £216.12' != '1235 kg  £216.13'"
    assert read_hunk("units.py", page, 0, span=(13, 40), message=rounded).line == 14
    apart = "AssertionError: '1235 kg  £216.12' != '1235 kg  £216.43'"  # apart by more: arithmetic
    assert read_hunk("units.py", page, 0, span=(13, 40), message=apart).line == 10
    places = "AssertionError: 216.1 != 216.13"  # not written to the same places: not a rounding's sign
    assert read_hunk("units.py", page, 0, span=(13, 40), message=places).line == 10


def test_a_list_made_shorter_than_wanted_points_at_a_loop_that_stops_early() -> None:
    page = _page(
        (20, " ", "    public List<Integer> starts(int size) {"),
        (21, "+", "        List<Integer> out = new ArrayList<>();"),
        (22, "+", "        for (int n = 1; n <= last; n++) {"),
        (23, "+", "            if (!isFree(n)) {"),
        (24, "+", "                break;"),
        (25, "+", "            }"),
        (26, "+", "            out.add(n - size + 1);"),
        (27, "+", "        }"),
    )
    fewer = "org.opentest4j.AssertionFailedError: expected: <[4, 5]> but was: <[]>"
    assert read_hunk("Seats.java", page, 20, message=fewer).line == 24
    more = "org.opentest4j.AssertionFailedError: expected: <[4]> but was: <[4, 5]>"
    assert read_hunk("Seats.java", page, 20, message=more).line != 24  # too many: nothing stopped early
    assert read_hunk("Seats.java", page, 20, message="expected: <5> but was: <[4, 5]>").line != 24  # no two lists


def test_a_string_the_failure_compares_points_at_the_line_holding_it() -> None:
    page = _page(
        (3, " ", "function suffix(n) {"),
        (4, "+", "  const last = n % 10;"),
        (5, "+", "  if (last === 3) return 'rd';"),
        (6, "+", "  return 'th';"),
        (7, " ", "}"),
    )
    message = "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: + '13rd' (- '13th', -13th, +13rd)"
    changed = read_hunk("src/ordinal.js", page, 3, message=message)
    assert (changed.line if changed else None) == 5


def test_a_symbol_of_one_character_outside_ascii_points_at_its_row_where_a_letter_does_not() -> None:
    page = _page(
        (4, " ", 'var letters = map[byte]int{"C": 0, "D": 2}'),
        (None, "-", "// ParseNote reads a note name."),
        (5, "+", "var accidentals = []struct{ sign string; semis int }{"),
        (6, "+", '\t{"#", 1},'),
        (7, "+", '\t{"b", -1},'),
        (8, "+", '\t{"\u266d", 1},'),
        (9, "+", "}"),
        (10, "+", "func split(s string) (int, string) {"),
        (11, "+", "\tfor _, a := range accidentals {"),
        (12, " ", "\treturn 0, s"),
    )
    message = 'ParseNote("E\u266d5") = 57, want 55'
    changed = read_hunk("pitch/note.go", page, 30, message=message)
    assert (changed.line if changed else None) == 8
    changed = read_hunk("pitch/note.go", page, 30, message='ParseNote("Eb5") = 57, want 55')
    assert (changed.line if changed else None) != 7  # `"b"` is in too many words to point anywhere


def test_a_line_in_another_hunk_of_the_page_is_not_picked() -> None:
    page = [*PRICE, *_page((40, " ", "def fee(x):"), (41, "+", "    return x * 3"), (42, " ", ""))]
    changed = read_hunk("tax.py", page, 40, message="AssertionError: assert 1150 == 850")
    assert (changed.line if changed else None) == 41
    nearest_in_first = read_hunk("tax.py", PRICE + page[len(PRICE) :], 10, message="AssertionError: assert 1150 == 850")
    assert (nearest_in_first.line if nearest_in_first else None) == 14


# --- end to end: a change in the called function that the failure does not relate to is not blamed first ----------

CART = (
    "from shop.prices import to_cents\n\n\nclass Cart:\n    def __init__(self, items):\n"
    "        self.items = items\n\n\n"
    "def total(cart):\n    return sum(to_cents(x) for x in cart.items)\n"
)
PRICES = "CENTS = 100\n\n\ndef to_cents(amount):\n    return round(amount * CENTS)\n"
TEST = (
    "from shop.cart import Cart, total\n\n\ndef test_total_in_cents():\n    cart = Cart([1.5, 2.25])\n"
    "    got = total(cart)\n    assert got == 375\n"
)
LOG = """============================= test session starts ==============================
collected 1 item

tests/test_cart.py F                                                     [100%]

=================================== FAILURES ===================================
_____________________________ test_total_in_cents ______________________________

    def test_total_in_cents():
        cart = Cart([1.5, 2.25])
        got = total(cart)
>       assert got == 375
E       assert 38 == 375

tests/test_cart.py:7: AssertionError
=========================== short test summary info ============================
FAILED tests/test_cart.py::test_total_in_cents - assert 38 == 375
============================== 1 failed in 0.01s ===============================
"""


def test_the_change_the_failure_relates_to_is_read_before_an_unrelated_one_in_the_called_function(
    make_repo, git, tmp_path
) -> None:
    root = make_repo(
        {"shop/__init__.py": "", "shop/cart.py": CART, "shop/prices.py": PRICES, "tests/test_cart.py": TEST}
    )
    git(root, "checkout", "-q", "-b", "feature")
    guard = "def total(cart):\n    if not cart.items:\n        return 0\n"
    (root / "shop/cart.py").write_text(CART.replace("def total(cart):\n", guard), encoding="utf-8")
    (root / "shop/prices.py").write_text(PRICES.replace("100", "10"), encoding="utf-8")
    git(root, "commit", "-qam", "an empty cart costs nothing; prices in tenths")
    (tmp_path / "ci.log").write_text(LOG, encoding="utf-8")
    d = explain(tmp_path / "ci.log", root, env={})
    assert [(loc.path, loc.line) for loc in d.locations[:1]] == [("shop/prices.py", 1)], d.conclusion


def test_a_changed_signature_is_cited_after_the_changed_body_it_opens():
    page = _page(
        (4, "+", "export function plan({ every, from, atMost = Infinity }) {"),
        (None, "-", "  for (let t = from; t <= end; t += step) runs.push(t);"),
        (5, "+", "  for (let t = from; t <= end && runs.length < atMost; t += step) runs.push(t);"),
        (6, " ", "  return runs;"),
    )
    assert read_hunk("src/plan.js", page, 4).line == 5  # read from the function's head: its body is what changed


def test_a_table_declared_anew_is_pointed_at_by_its_entries_not_a_comment_after_it(make_repo):
    from diagbot.changes import ChangeSet, FileChange
    from diagbot.offline.also_changed import changed_declaration
    from diagbot.offline.changed import Changed

    patch = (
        '@@ -1,2 +1,6 @@\n+const UNITS = { s: 1, m: 6 };\n+\n+/** Parses "1m" or "30s". */\n'
        " function parse(t) {\n-  return Number(t);\n+  return Number(t.slice(0, -1)) * UNITS[t.at(-1)];\n }\n"
    )
    changes = ChangeSet((FileChange("src/d.js", "modified", added=4, deleted=1, patch=patch),), "main")
    change = Changed("src/d.js", 5, ("  return Number(t);",), ("  return Number(t.slice(0, -1)) * UNITS[t.at(-1)];",))
    found = changed_declaration(changes, change, "Expected values to be strictly equal (expected: 60, actual: 6)")
    assert found == ("UNITS", 1, False)  # no entry row of its own to point at: the declaration, not the comment


def test_a_line_that_only_renames_a_helper_is_cited_after_a_line_that_changes_logic():
    page = _page(
        (None, "-", "  const page = (n) => (n > count ? 0 : n);"),
        (4, "+", "  const at = (n) => (n < list.length ? list[n - 1] : 0);"),
        (5, " ", "  for (let s = 0; s < sheets; s++) {"),
        (None, "-", "    order.push(page(outer), page(inner));"),
        (6, "+", "    order.push(at(outer), at(inner));"),
    )
    assert read_hunk("src/booklet.js", page, 6).line == 4  # the failing call's own line only renames `page`


def test_a_changed_type_is_no_rename_when_the_old_type_is_still_used():
    page = _page(
        (None, "-", "    unit_cost: Decimal"),
        (18, "+", "    unit_cost: float"),
        (19, " ", ""),
        (20, "+", "        unit_cost=Decimal(row['unit_cost']),"),
    )
    assert read_hunk("src/models.py", page, 18).line == 18


@pytest.mark.parametrize(
    ("message", "made", "wanted"),
    [
        (  # vitest: chai's sentence and its own labels
            "AssertionError: expected 'a=1%24b=2' to strictly equal 'a=1%26b=2' "
            '(Expected: "a=1%26b=2", Received: "a=1%24b=2")',
            ("'a=1%24b=2'", '"a=1%24b=2"'),
            ("'a=1%26b=2'", '"a=1%26b=2"'),
        ),
        (  # node's assert: marked entries, `+` the actual
            "AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal "
            "(+ actual - expected: + city: 'São+Paulo', - city: 'São Paulo')",
            ("city: 'São+Paulo'",),
            ("city: 'São Paulo'",),
        ),
        ("AssertionError: '1024b' == '1kb' (+ expected - actual: -1024b, +1kb)", ("1024b",), ("1kb",)),  # `-` actual
        ("org.opentest4j.AssertionFailedError: expected: <2250> but was: <4500>", ("<4500>",), ("<2250>",)),  # JUnit
        ("Variant(f47ac10b) got 3 expected 4", ("3",), ("4",)),  # go
        ("AssertionError: Expected values to be strictly equal (expected: 12000, actual: 1200)", ("1200",), ("12000",)),
        ("AssertionError: assert 1150 == 850", (), ()),  # pytest: which side the code made is a convention
        ("assertion `left == right` failed (left: 1, right: 2)", (), ()),  # rust: the same
    ],
)
def test_the_sides_of_a_comparison_are_read_where_the_message_names_them(
    message: str, made: tuple[str, ...], wanted: tuple[str, ...]
) -> None:
    assert sides(message) == (made, wanted)


def test_of_two_lines_holding_a_compared_literal_the_one_the_produced_value_holds_is_named() -> None:
    page = _page(
        (20, " ", "const QUERY = ["),
        (21, "+", '  [PLUS_RE, "%2B"],'),
        (22, "+", '  [AMPERSAND_RE, "%24"],'),
        (23, "+", "];"),
        (24, "+", "const PATH = ["),
        (25, "+", '  [AMPERSAND_RE, "%26"],'),
        (26, "+", "];"),
    )
    message = "AssertionError: expected 'a=1%24b=2' to strictly equal 'a=1%26b=2'"
    assert read_hunk("src/encoding.ts", page, 20, message=message).line == 22
    wanted_first = "AssertionError: expected 'a=1%26b=2' to strictly equal 'a=1%24b=2'"  # the code made `%26`
    assert read_hunk("src/encoding.ts", page, 20, message=wanted_first).line == 25


def test_a_line_listing_both_compared_values_is_not_taken_for_the_one_that_made_the_wrong_one() -> None:
    page = _page(
        (8, " ", "function serviceFor(date) {"),
        (9, "+", "  const DAYS = ['sunday', 'weekday', 'saturday'];"),
        (10, "+", "  if (kind !== 'weekday') return kind;"),
        (11, "+", "  return holiday ? 'sunday' : kind;"),
        (12, " ", "}"),
    )
    message = "AssertionError: Expected values to be strictly equal (+ actual - expected: + 'saturday', - 'sunday')"
    assert read_hunk("lib/calendar.js", page, 12, message=message).line == 11


def test_a_table_holding_a_row_of_each_compared_value_is_not_what_chose_the_wrong_row() -> None:
    page = _page(
        (20, "+", "    public static function at(int $day, int $hour): self"),
        (21, "+", "    {"),
        (22, "+", "        if ($day >= 6) {"),
        (23, "+", "            return self::Weekend;"),
        (24, "+", "        }"),
        (25, "+", "        return $hour >= 18 ? self::Evening : self::Daytime;"),
        (26, "+", "    }"),
        (27, "+", ""),
        (28, "+", "    public function label(): string"),
        (29, "+", "    {"),
        (30, "+", "        return match ($this) {"),
        (31, "+", "            self::Daytime => 'Daytime call-out',"),
        (32, "+", "            self::Evening => 'Evening call-out',"),
        (33, "+", "            self::Weekend => 'Weekend call-out',"),
        (34, "+", "        };"),
    )
    message = (
        "Failed asserting that two strings are identical. (- Expected + Actual: -'Weekend call-out', +'Daytime"
        " call-out')"
    )
    assert read_hunk("src/TimeBand.php", page, 20, message=message).line not in (31, 33)  # both rows right
