"""A changed line that reads a sibling's name where the line it replaced read its own (siblings.py), a signature whose
brace opens the next line, and a whole function on one line: what read_hunk cites of each."""

from __future__ import annotations

import subprocess
from pathlib import Path

from diagbot import explain
from diagbot.offline.changed import read_hunk
from diagbot.offline.siblings import SIBLING, STALE, crossed_pair, slips
from tests.offline.test_pick import _page

# each scale's formula moved into a helper the branch added; `width_mm` now scales by the height's factor
SCALES = [
    (12, " ", "}"),
    (13, " ", ""),
    (14, "+", "double scaled(double size, double factor_pct) {"),
    (15, "+", "  return size * (1.0 + factor_pct / 100.0);"),
    (16, "+", "}"),
    (17, "+", ""),
    (18, " ", "double width_mm(const Sheet& s) {"),
    (None, "-", "  return s.width * (1.0 + s.width_factor_pct / 100.0);"),
    (19, "+", "  return scaled(s.width, s.height_factor_pct);"),
    (20, " ", "}"),
    (21, " ", ""),
    (22, " ", "double height_mm(const Sheet& s) {"),
    (None, "-", "  return s.height * (1.0 + s.height_factor_pct / 100.0);"),
    (23, "+", "  return scaled(s.height, s.height_factor_pct);"),
    (24, " ", "}"),
    (25, " ", ""),
    (26, " ", "double depth_mm(const Sheet& s) {"),
    (None, "-", "  return s.depth * (1.0 + s.width_factor_pct / 100.0);"),
    (27, "+", "  return scaled(s.depth, s.width_factor_pct);"),
    (28, " ", "}"),
]


def _rows(page: list[tuple[int | None, str, str]]) -> list[tuple[str, str, str]]:
    return [("" if n is None else str(n), mark, text) for n, mark, text in page]


def test_a_line_handing_a_helper_a_siblings_field_is_cited_before_the_helper() -> None:
    changed = read_hunk("src/sheet.cpp", _page(*SCALES), 19, span=(18, 20))
    assert changed is not None
    assert changed.line == 19
    assert changed.cited == "  return scaled(s.width, s.height_factor_pct);"


def test_only_the_line_that_took_a_siblings_name_slipped() -> None:
    rows = _rows(SCALES)
    added = [i for i, (_, mark, _) in enumerate(rows) if mark == "+"]
    assert {rows[i][0]: kind for i, kind in slips(rows, added, "src/sheet.cpp").items()} == {
        "19": SIBLING
    }  # not 23 nor 27, which kept their own factor


def test_a_name_the_new_side_no_longer_uses_is_not_mistaken_for_a_sibling() -> None:
    rows = _rows(SCALES[:-4])  # no depth_mm: `width_factor_pct` is read nowhere now, as after a rename or merge
    assert slips(rows, [i for i, (_, mark, _) in enumerate(rows) if mark == "+"], "src/sheet.cpp") == {}


def test_names_alike_in_all_but_one_word_only() -> None:
    page = [
        (4, " ", "int area(Box b) {"),
        (None, "-", "  return b.min_x * b.max_x;"),
        (5, "+", "  return b.min_x * b.min_y;"),  # `min_y` is no sibling of `max_x`: two words differ
        (6, " ", "}"),
        (7, " ", "int edge(Box b) { return b.max_x + b.min_y; }"),
    ]
    rows = _rows(page)
    assert slips(rows, [2], "src/box.cpp") == {}


# a signature whose brace opens the next line (C, C#, Allman style): the failing call reached its head
CLOCK = [
    (1, " ", '#include "dial.h"'),
    (2, " ", ""),
    (None, "-", "double solar_to_clock(double solar_min, double lon_deg, double meridian_deg, int doy)"),
    (3, "+", "static double longitude_minutes(const struct site *site)"),
    (4, " ", "{"),
    (None, "-", "    double longitude_min = 4.0 * (meridian_deg - lon_deg);"),
    (None, "-", "    return solar_min + longitude_min - equation_of_time(doy);"),
    (5, "+", "    return MIN_PER_DEGREE * site->meridian_deg - site->lon_deg;"),
    (6, " ", "}"),
    (7, " ", ""),
    (8, "+", "static double summer_minutes(const struct site *site) { return site->summer ? 60.0 : 0.0; }"),
    (9, "+", ""),
    (10, "+", "double solar_to_clock(const struct site *site, double solar_min, int doy)"),
    (11, "+", "{"),
    (12, "+", "    return solar_min + longitude_minutes(site) - equation_of_time(doy) + summer_minutes(site);"),
    (13, "+", "}"),
]


def test_a_signature_with_its_brace_on_the_next_line_is_not_the_failing_line() -> None:
    changed = read_hunk("src/clock.c", _page(*CLOCK), 10, span=(10, 13))
    assert changed is not None
    assert changed.line != 10


def test_the_computation_carved_out_is_cited_not_a_one_line_function_beside_it() -> None:
    changed = read_hunk("src/clock.c", _page(*CLOCK), 10, span=(10, 13))
    assert changed is not None
    assert changed.line == 5  # longitude_minutes took the reached function's arithmetic; summer_minutes is new


NIGHT = {"$this", "fromHour", "fromMinute", "untilHour", "untilMinute", "dusk", "from"}


def test_a_call_given_a_pair_from_two_families_is_crossed_when_both_meant_pairs_exist() -> None:
    line = "$dawn = $dusk->modify('+1 day')->setTime($this->untilHour, $this->fromMinute);"
    assert crossed_pair(line, NIGHT)
    assert not crossed_pair(line, NIGHT - {"untilMinute"})  # the pair it could have meant is not there to mean
    assert not crossed_pair("$dusk = $from->modify('-1 day')->setTime($this->fromHour, $this->fromMinute);", NIGHT)


def test_two_constants_and_three_arguments_are_not_crossed() -> None:
    names = {"FRONT_LEFT", "FRONT_RIGHT", "REAR_LEFT", "REAR_RIGHT"}
    assert not crossed_pair("assertEquals(List.of(Position.FRONT_LEFT, Position.REAR_RIGHT), worn);", names)
    assert not crossed_pair("printf('%d:%d', from_hour, until_minute);", {"from_minute", "until_hour"})


def test_the_crossed_call_is_the_line_cited() -> None:
    page = [
        (50, " ", "    public function dark(DateTimeImmutable $from, DateTimeImmutable $to): int"),
        (51, " ", "    {"),
        (52, "+", "        $dusk = $from->setTime($this->fromHour, $this->fromMinute);"),
        (53, "+", "        $dawn = $dusk->modify('+1 day')->setTime($this->untilHour, $this->fromMinute);"),
        (54, "+", "        $total = max(0, min($dawn, $to)->getTimestamp() - $dusk->getTimestamp());"),
        (55, " ", "        return $total;"),
        (56, " ", "    }"),
        (57, " ", "    private int $untilMinute;"),
    ]
    changed = read_hunk("src/Night.php", _page(*page), 50, span=(50, 56))
    assert changed is not None
    assert changed.line == 53


PLAN = [
    (50, " ", "  for (const a of ordered) {"),
    (51, "+", "    const arrived = parseTime(a.at);"),
    (52, "+", "    const start = Math.max(arrived, freeAt.get(bay.number)!);"),
    (53, "+", "    const minutes = washMinutes(a.programme, a.vehicle);"),
    (54, "+", "    freeAt.set(bay.number, arrived + minutes);"),
    (55, "+", "    slots.push({ bay: bay.number, start, finish: start + minutes, waited: start - arrived });"),
    (56, " ", "  }"),
]


def test_a_value_computed_with_after_another_was_derived_from_it_is_stale() -> None:
    rows = _rows(PLAN)
    added = [i for i, (_, mark, _) in enumerate(rows) if mark == "+"]
    assert {rows[i][0]: kind for i, kind in slips(rows, added, "src/queue.ts").items()} == {
        "54": STALE
    }  # not 55: `start - arrived`
    # is the wait, which no line computes with `start` the same way


def test_a_line_that_computed_with_the_derived_value_before_and_now_with_its_input_is_stale() -> None:
    rows = _rows(
        [
            (None, "-", "  const disposal = perTonne(kg, rate);"),
            (40, "+", "  const weighed = perTonne(kg, rate);"),
            (41, "+", "  const disposal = Math.max(weighed, minimum);"),
            (42, " ", "  const tax = perTonne(kg, TAX);"),
            (None, "-", "  const net = disposal + tax;"),
            (43, "+", "  const net = weighed + tax;"),
        ]
    )
    added = [i for i, (_, mark, _) in enumerate(rows) if mark == "+"]
    assert {rows[i][0]: kind for i, kind in slips(rows, added, "src/pricing.ts").items()} == {"43": STALE}
    rows[4] = ("", "-", "  const net = tax;")  # the line never computed `disposal + tax`: nothing says it should
    assert slips(rows, added, "src/pricing.ts") == {}


# a running value started from `base` and raised step by step; the wet step starts again from `base`
RUNNING = [
    (70, "+", "func (c Card) For(class Class, wet bool) (int, error) {"),
    (71, "+", "\tbase, ok := c.PerHundred[class]"),
    (72, "+", "\trate := base"),
    (73, "+", "\tif class == Ram {"),
    (74, "+", "\t\trate = WithLoading(rate, c.RamLoadingPct)"),
    (75, "+", "\t}"),
    (76, "+", "\tif wet {"),
    (77, "+", "\t\trate = WithLoading(base, c.WetLoadingPct)"),
    (78, "+", "\t}"),
    (79, "+", "\treturn rate, nil"),
]


def test_a_call_handed_the_start_of_a_running_value_where_the_like_calls_take_the_value_is_stale() -> None:
    rows = _rows(RUNNING)
    added = list(range(len(rows)))
    assert {rows[i][0]: kind for i, kind in slips(rows, added, "rates/card.go").items()} == {"77": STALE}
    rows[4] = ("74", "+", "\t\tbonus := WithLoading(rate, c.RamLoadingPct)")  # `rate` never moves on from `base`
    assert slips(rows, added, "rates/card.go") == {}


def test_a_total_that_adds_each_value_or_a_value_derived_by_a_call_leaves_the_inputs_read_fresh() -> None:
    total = [  # `total = total.add(balance)` reads itself: an accumulator, not a value the line should have used
        (16, "+", "    for (Map.Entry<String, Account> e : sorted.entrySet()) {"),
        (17, "+", "        BigDecimal balance = e.getValue().balance();"),
        (18, "+", "        total = total.add(balance);"),
        (19, "+", "        out.append(line(e.getKey(), balance, width));"),
        (20, "+", "    }"),
        (21, "+", '    out.append(line("total", total, width));'),
    ]
    priced = [  # the full price, computed on purpose beside the reduced one the line above derived
        (44, "+", "        per_kg = reduced(full_per_kg, percent)"),
        (45, "+", "        amount = price(grams, per_kg)"),
        (46, "+", "        saving = price(grams, full_per_kg) - amount"),
    ]
    for page, path in ((total, "src/Report.java"), (priced, "fishmonger/till.py")):
        rows = _rows(page)
        assert slips(rows, list(range(len(rows))), path) == {}


def test_a_value_derived_by_arithmetic_not_handed_to_a_call_leaves_nothing_stale() -> None:
    rows = _rows(
        [
            (14, "+", "    let num = ((value - whole as f64) * denominator as f64).round() as u32;"),
            (15, "+", "    let g = gcd(num, denominator);"),
            (16, "+", '    format!("{}/{}", num / g, denominator / g)'),
        ]
    )
    assert slips(rows, [0, 1, 2], "src/fraction.rs") == {}


def test_numbered_names_of_a_table_are_not_siblings() -> None:
    rows = _rows(
        [
            (None, "-", "\tMDAY365MASK = concat(MDAY366MASK[:59], MDAY366MASK[60:])"),
            (36, "+", "\tMDAY365MASK = without(MDAY365MASK, 60)"),  # 366 → 365: a numbered twin, not a slip
            (37, " ", "\tNMDAY365MASK = without(MDAY366MASK, 31)"),
        ]
    )
    assert slips(rows, [1], "rrule.go") == {}


def test_a_field_read_one_level_deeper_is_still_its_own_or_a_siblings() -> None:
    shelf = [  # `piece.height_mm` become `piece.size.…` everywhere; one line took the width where it had the height
        (None, "-", "        shelves.push_back({index, y, piece.height_mm, piece.width_mm + kerf_mm});"),
        (None, "-", "        sheet_used_mm[index] += piece.height_mm + kerf_mm;"),
        (40, "+", "        shelves.push_back({index, y, piece.size.height_mm, piece.size.width_mm + kerf_mm});"),
        (41, "+", "        sheet_used_mm[index] += piece.size.width_mm + kerf_mm;"),
        (42, " ", "    }"),
    ]
    assert slips(_rows(shelf), [2, 3], "src/cutting.cpp") == {3: SIBLING}
    turned = [(n, mark, t.replace("size.width_mm + kerf_mm;", "size.height_mm + kerf_mm;")) for n, mark, t in shelf]
    assert slips(_rows(turned), [2, 3], "src/cutting.cpp") == {}  # the faithful rewrite
    moved = [(n, mark, t.replace("piece.size.width_mm + kerf", "other.size.width_mm + kerf")) for n, mark, t in shelf]
    assert slips(_rows(moved), [2, 3], "src/cutting.cpp") == {}  # another value's field, a path both deeper and new


def test_a_name_in_another_place_of_a_rewritten_line_is_not_a_sibling_taken() -> None:
    rows = _rows(
        [
            (None, "-", '        Bag(f"{b.code}", b.code, bag_g, round(dry_per_bag))'),
            (30, "+", '        Bag(f"{b.code}", b.code, fill, round(b.dry_g * fill / total))'),
            (31, " ", "    return bag_g"),
        ]
    )
    assert slips(rows, [1], "sporehouse/bags.py") == {}  # `dry_g` took no place `bag_g` had: the call was rewritten


def test_the_slip_is_read_before_what_its_line_calls_and_named_in_the_cause(tmp_path: Path) -> None:
    repo = tmp_path / "carwash"
    (repo / "src").mkdir(parents=True)
    _git(repo, "init", "-q", "-b", "main")
    base = "export function plan(ordered, freeAt, bay) {\n  const slots = [];\n  return slots;\n}\n"
    (repo / "src" / "queue.js").write_text(base)
    (repo / "src" / "queue.test.js").write_text(TEST)
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "base")
    _git(repo, "checkout", "-qb", "change")
    body = "\n".join(t for n, mark, t in PLAN if n not in (50, 56))
    loop = f"  for (const a of ordered) {{\n{body}\n  }}\n"
    (repo / "src" / "queue.js").write_text(base.replace("  const slots = [];\n", "  const slots = [];\n" + loop))
    _git(repo, "commit", "-qam", "plan the bays")
    log = tmp_path / "test.log"
    log.write_text(LOG)
    diagnosis = explain(log, repo, provider="mock", env={})
    first = diagnosis.locations[0]
    assert (first.path, first.line) == ("src/queue.js", 7)
    assert "after a line above derived another from it" in diagnosis.conclusion  # slips.WHERE[STALE]


TEST = (
    "import { test } from 'node:test';\nimport assert from 'node:assert';\nimport { plan } from './queue.js';\n"
    "test('frees the bay when the wash ends', () => {\n  assert.deepStrictEqual(plan([], new Map(), {}), []);\n});\n"
)
LOG = (
    "✖ frees the bay when the wash ends (1.2ms)\n"
    "  AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:\n"
    "  + actual - expected\n\n  + 560\n  - 565\n\n"
    "      at TestContext.<anonymous> (file:///work/carwash/src/queue.test.js:5:10)\n"
)


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@x", *args], check=True)


def test_a_call_of_a_like_named_function_or_a_long_rewritten_run_is_no_sibling_taken() -> None:
    called = _rows(
        [
            (None, "-", "addUnitAlias('date', 'D');"),
            (12, "+", "addUnitPriority('minute', 14);"),  # a function called: not a value read in its place
            (13, " ", "addUnitAlias('minute', 'm');"),
            (14, " ", "addUnitPriority('date', 9);"),
        ]
    )
    assert slips(called, [1], "src/units.js") == {}
    removed = [(None, "-", f"  total_{k} = base_{k} + 1;") for k in "abcde"]
    added = [(20 + n, "+", f"  total_{k} = base_{'b' if k == 'a' else k} + 1;") for n, k in enumerate("abcde")]
    kept = [(25, " ", "  limit = base_b;"), (26, " ", "  return base_a;")]
    assert (
        slips(_rows([*removed, *added, *kept]), [5, 6, 7, 8, 9], "src/totals.c") == {}
    )  # five lines rewritten, not one by one
    assert slips(_rows([removed[0], added[0], *kept]), [1], "src/totals.c") == {1: SIBLING}


def test_a_javascript_private_field_is_read_as_code_not_cut_as_a_comment() -> None:
    rows = _rows(
        [
            (10, " ", "    this.#widthMm = w; this.#heightMm = h;"),
            (None, "-", "    return this.#widthMm * scale;"),
            (11, "+", "    return this.#heightMm * scale;"),  # `#` starts no comment in JavaScript
            (12, " ", "  area() { return this.#widthMm * this.#heightMm; }"),
        ]
    )
    assert slips(rows, [2], "src/sheet.js") == {2: SIBLING}
