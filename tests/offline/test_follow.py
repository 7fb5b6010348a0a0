"""Following the change on real git repositories: the offline diagnoser goes down the calls into the code the
branch changed, and blames only a changed hunk the failure reaches."""

from __future__ import annotations

from dataclasses import replace

import pytest

from diagbot.agent import run_loop
from diagbot.citations import find_locations
from diagbot.diagnosis import Diagnosis
from diagbot.gitinfo import repo_facts
from diagbot.llm.types import Message
from diagbot.logs.types import Failure, LogDigest
from diagbot.offline.clues import generic_types
from diagbot.offline.provider import MockProvider
from diagbot.prompt import build_messages
from diagbot.tools.executor import Executor


def _diagnose(
    make_repo, git, base: dict[str, str], changed: dict[str, str], failure: Failure, turns: int = 10
) -> Diagnosis:
    root = make_repo(base)
    git(root, "checkout", "-q", "-b", "feature")
    for rel, text in changed.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "the change under test")
    digest, repo = LogDigest(failure.message, (failure,)), repo_facts(root, {})
    messages: list[Message] = build_messages(digest, repo)
    provider = MockProvider(digest, repo, max_turns=turns)
    d = run_loop(provider, Executor.for_root(root, repo=repo), messages, max_turns=turns)
    return replace(d, locations=find_locations(root, digest, d.conclusion))


ORDERS = {
    "shop/orders.py": (
        "from shop.pricing import price\n\n\ndef order_total(items):\n    total = 0\n"
        "    for sku, qty in items:\n        total += price(sku, qty)\n    return total\n"
    ),
    "shop/pricing.py": (
        "from shop.rates import rate\n\n\ndef price(sku, qty):\n    base = 100 * qty\n"
        "    return base - discount(base, rate(sku))\n\n\ndef discount(base, r):\n    return base * r // 100\n"
    ),
    "shop/rates.py": 'RATES = {"a": 10}\n\n\ndef rate(sku):\n    return RATES.get(sku, 0)\n',
    "tests/test_orders.py": (
        "from shop.orders import order_total\n\n\ndef test_total():\n    assert order_total([('a', 2)]) == 180\n"
    ),
}
FAIL = Failure("assert 200 == 180", "pytest", "tests/test_orders.py::test_total", "tests/test_orders.py", 5, 9)


def test_a_changed_function_two_calls_below_the_called_one_is_blamed(make_repo, git):
    changed = {"shop/pricing.py": ORDERS["shop/pricing.py"].replace("base * r // 100", "base * r // 1000")}
    d = _diagnose(make_repo, git, ORDERS, changed, FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/pricing.py", 10)
    assert "`- return base * r // 100` → `+ return base * r // 1000`" in d.conclusion
    assert "medium" in d.conclusion.split("### Confidence")[1]


def test_a_changed_test_beside_a_changed_callee_does_not_stop_the_search(make_repo, git):
    changed = {
        "shop/pricing.py": ORDERS["shop/pricing.py"].replace("base * r // 100", "base * r // 1000"),
        "tests/test_orders.py": ORDERS["tests/test_orders.py"].replace("== 180", "== 180, 'two of a'"),
    }
    d = _diagnose(make_repo, git, ORDERS, changed, FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/pricing.py", 10)


def test_a_comment_changed_in_the_reached_function_is_not_blamed_before_changed_code(make_repo, git):
    changed = {
        "shop/orders.py": ORDERS["shop/orders.py"].replace("    total = 0\n", "    # in cents\n    total = 0\n"),
        "shop/pricing.py": ORDERS["shop/pricing.py"].replace("base * r // 100", "base * r // 1000"),
    }
    d = _diagnose(make_repo, git, ORDERS, changed, FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/pricing.py", 10)


def test_an_unrelated_recent_change_is_not_blamed(make_repo, git):
    base = {**ORDERS, "shop/report.py": "def report(rows):\n    return len(rows)\n"}
    d = _diagnose(make_repo, git, base, {"shop/report.py": "def report(rows):\n    return len(rows) + 1\n"}, FAIL)
    assert "shop/report.py" not in [loc.path for loc in d.locations]
    assert "the branch changed" not in d.conclusion
    assert "low" in d.conclusion.split("### Confidence")[1]


LINES = {
    "shop/line.py": "from dataclasses import dataclass\n\n\n@dataclass\nclass Line:\n    sku: str\n    qty: int\n",
    "shop/cart.py": "from shop.line import Line\n\n\ndef one(sku):\n    return Line(sku=sku, qty=1)\n",
}


def test_a_type_error_leads_to_the_changed_declaration_of_the_name_it_quotes(make_repo, git):
    message = 'Argument "qty" to "Line" has incompatible type "int"; expected "str"  [arg-type]'
    failure = Failure(message, "mypy", None, "shop/cart.py", 5, 3)
    changed = {"shop/line.py": LINES["shop/line.py"].replace("qty: int", "qty: str")}
    d = _diagnose(make_repo, git, LINES, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/line.py", 7)
    assert "`- qty: int` → `+ qty: str`" in d.conclusion


def test_a_type_error_does_not_blame_a_changed_declaration_of_another_name(make_repo, git):
    message = 'Argument "qty" to "Line" has incompatible type "int"; expected "str"  [arg-type]'
    failure = Failure(message, "mypy", None, "shop/cart.py", 5, 3)
    changed = {"shop/line.py": LINES["shop/line.py"].replace("sku: str", "sku: bytes")}
    d = _diagnose(make_repo, git, LINES, changed, failure)
    assert "the branch changed" not in d.conclusion


GROUPS = {
    "src/util.ts": (
        "export function groupBy<T>(items: T[], key: (item: T) => string): Record<string, T[]> {\n"
        "  const out: Record<string, T[]> = {};\n  for (const item of items) {\n"
        "    (out[key(item)] ??= []).push(item);\n  }\n  return out;\n}\n"
    ),
    "src/board.ts": (
        'import { groupBy } from "./util";\n\nexport function byColumn(cards: Card[]): Record<string, Card[]> {\n'
        "  return groupBy(cards, (card) => card.column);\n}\n"
    ),
}


def test_a_type_error_on_a_line_returning_a_call_leads_to_that_functions_changed_declaration(make_repo, git):
    message = "TS2322: Type 'Record<string, Card>' is not assignable to type 'Record<string, Card[]>'."
    failure = Failure(message, "tsc", None, "src/board.ts", 4, 1)
    changed = {
        "src/util.ts": GROUPS["src/util.ts"]
        .replace("Record<string, T[]> {\n", "Record<string, T> {\n")
        .replace("const out: Record<string, T[]> = {};", "const out: Record<string, T> = {};")
        .replace("(out[key(item)] ??= []).push(item);", "out[key(item)] = item;"),
        # a changed declaration of a name the failing line also uses (`cards`): not what the error is about
        "src/render.ts": "export function shown(all: Card[]): number {\n  const cards = all.filter((c) => c.open);\n"
        "  return cards.length;\n}\n",
    }
    d = _diagnose(make_repo, git, GROUPS, changed, failure)
    assert d.locations[0].path == "src/util.ts"  # `groupBy`'s changed declaration, not the names `cards`, `card`
    assert (d.locations[0].line or 0) <= 3


METHODS = {
    "src/route.ts": (
        'import { Method } from "./methods";\n\nexport function route(m: Method, path: string): string {\n'
        "  return `${m} ${path}`;\n}\n"
    ),
    "src/cors.ts": 'import { route } from "./route";\n\nexport const preflight = route("OPTIONS", "/");\n',
}


def test_a_value_outside_a_literal_union_leads_to_where_the_unions_values_are_declared(make_repo, git):
    message = """TS2322: Type '"PATCH"' is not assignable to type '"GET" | "HEAD" | "DELETE"'."""
    failure = Failure(message, "tsc", None, "src/cors.ts", 5, 1)
    changed = {  # the union became a constant array lacking PATCH; cors.ts lists PATCH in an array of its own
        "src/methods.ts": 'export const METHODS = ["GET", "HEAD", "DELETE"] as const;\n\n'
        "export type Method = (typeof METHODS)[number];\n",
        "src/cors.ts": METHODS["src/cors.ts"] + 'export const ALLOWED: string[] = ["GET", "HEAD", "PATCH", "DELETE"];\n'
        'export const patched = route("PATCH", "/");\n',
    }
    base = {**METHODS, "src/methods.ts": 'export type Method = "GET" | "HEAD" | "PATCH" | "DELETE";\n'}
    d = _diagnose(make_repo, git, base, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("src/methods.ts", 1)


GRADES = {
    "src/types.ts": 'export type Variety = "cox" | "gala";\n\nexport type Grade = "extra" | "first" | "second";\n',
    "src/labels.ts": 'import type { Grade } from "./types";\n\nexport const LABEL: Record<Grade, string> = {\n'
    '  extra: "Extra",\n  first: "First",\n  second: "Seconds",\n};\n',
}


def test_a_type_argument_of_a_quoted_generic_type_leads_to_its_changed_declaration(make_repo, git):
    message = "TS2353: Object literal may only specify known properties, and 'second' does not exist in type "
    failure = Failure(message + "'Record<Grade, string>'.", "tsc", None, "src/labels.ts", 6, 3)
    changed = {  # `second` replaced where it should have joined; a changed declaration of another type too
        "src/types.ts": GRADES["src/types.ts"]
        .replace('"first" | "second"', '"first" | "juice"')
        .replace('"cox" | "gala"', '"cox" | "gala" | "jazz"'),
    }
    d = _diagnose(make_repo, git, GRADES, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("src/types.ts", 3)


def test_the_types_a_quoted_generic_type_takes_come_innermost_first():
    message = "error[E0308]: mismatched types: expected `Vec<Option<Booking>>`, found `Vec<Parcel>`"
    assert generic_types(message) == ["Booking", "Option", "Vec", "Parcel"]
    assert generic_types("assert 'Record<Grade, string>' == x") == []  # not a compile error


def test_a_change_below_what_was_read_of_a_long_called_function_is_found_by_reading_all_of_it(make_repo, git):
    body = "".join(f"    step{n} = {n}\n" for n in range(30))
    base = {
        "calc/long.py": f"def long_sum(a, b):\n{body}    return a + b\n",
        "tests/test_long.py": "from calc.long import long_sum\n\n\ndef test_sum():\n    assert long_sum(1, 2) == 3\n",
    }
    failure = Failure("assert -1 == 3", "pytest", "tests/test_long.py::test_sum", "tests/test_long.py", 5, 9)
    d = _diagnose(make_repo, git, base, {"calc/long.py": base["calc/long.py"].replace("a + b", "a - b")}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("calc/long.py", 32)


def test_a_changed_line_using_a_table_the_branch_also_changed_names_that_table(make_repo, git):
    middle = "def flat():\n    return 1\n\n\ndef other():\n    return 2\n\n\n"
    fees = '"""Fees."""\n\n\n' + middle + "def fee(kind, cents):\n    return cents * 5 // 100\n"
    base = {
        "shop/fees.py": fees,
        "tests/test_fees.py": "from shop.fees import fee\n\n\ndef test_fee():\n    assert fee('card', 1000) == 50\n",
    }
    changed = fees.replace('"""Fees."""\n', '"""Fees."""\n\nRATES = {"card": 20}\n').replace(
        "* 5 //", "* RATES[kind] //"
    )
    failure = Failure("assert 200 == 50", "pytest", "tests/test_fees.py::test_fee", "tests/test_fees.py", 5, 9)
    d = _diagnose(make_repo, git, base, {"shop/fees.py": changed}, failure)
    assert "the changed code uses `RATES`, which the branch also changed at `shop/fees.py:3`" in d.conclusion, (
        d.conclusion
    )
    assert ("shop/fees.py", 3) in [(loc.path, loc.line) for loc in d.locations[:5]]


def test_a_changed_table_entry_the_failures_values_point_at_is_cited_before_the_line_using_it(make_repo, git):
    helpers = "".join(f"def helper{i}():\n    return {i}\n\n\n" for i in range(3))
    shipping = "def shipping(zone, cents):\n    if zone == 'home':\n        return 500\n    return cents * 10 // 100\n"
    base = {
        "shop/ship.py": helpers + shipping,
        "tests/test_ship.py": (
            "from shop.ship import shipping\n\n\ndef test_abroad():\n    assert shipping('eu', 2000) == 200\n"
        ),
    }
    rates = "RATES = {\n    'home': lambda cents: 500,\n    'eu': lambda cents: cents * 100 // 100,\n}\n\n\n"
    changed = rates + helpers + "def shipping(zone, cents):\n    return RATES[zone](cents)\n"
    failure = Failure("assert 2000 == 200", "pytest", "tests/test_ship.py::test_abroad", "tests/test_ship.py", 5, 9)
    d = _diagnose(make_repo, git, base, {"shop/ship.py": changed}, failure)
    assert "the branch changed `RATES` at `shop/ship.py:3`, the entry the failure's values point at" in d.conclusion
    assert (d.locations[0].path, d.locations[0].line) == ("shop/ship.py", 3)
    assert ("shop/ship.py", 20) in [(loc.path, loc.line) for loc in d.locations[:5]]


GO_KIND = {
    "go.mod": "module example.com/kind\n\ngo 1.22\n",
    "kind.go": (
        "package kind\n\ntype Variant byte\n\ntype ID [2]byte\n\n// Variant is the ID's kind.\n"
        "func (id ID) Variant() Variant {\n\treturn Variant(id[0] & 0xc0)\n}\n"
    ),
    "kind_test.go": (
        'package kind\n\nimport "testing"\n\nfunc TestVariant(t *testing.T) {\n'
        '\tif v := (ID{0x80, 0}).Variant(); v != 0x80 {\n\t\tt.Errorf("Variant() = %d", v)\n\t}\n}\n'
    ),
}


def test_the_called_function_is_read_before_a_type_of_the_same_name(make_repo, git):
    failure = Failure("Variant() = 0", "go", "TestVariant", "kind_test.go", 7, 3)
    changed = {"kind.go": GO_KIND["kind.go"].replace("0xc0)", "0x0c)")}
    d = _diagnose(make_repo, git, GO_KIND, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("kind.go", 9)


def _diagnose_within(make_repo, git, max_turns: int) -> Diagnosis:
    root = make_repo(ORDERS, name=f"within-{max_turns}")
    git(root, "checkout", "-q", "-b", "feature")
    (root / "shop/pricing.py").write_text(ORDERS["shop/pricing.py"].replace("base = 100 * qty", "base = 10 * qty"))
    git(root, "commit", "-qam", "the change under test")
    digest, repo = LogDigest(FAIL.message, (FAIL,)), repo_facts(root, {})
    provider = MockProvider(digest, repo, max_turns=max_turns)
    return run_loop(provider, Executor.for_root(root, repo=repo), build_messages(digest, repo), max_turns=max_turns)


def test_the_offline_model_reads_the_change_within_the_default_turns(make_repo, git):
    d = _diagnose_within(make_repo, git, 10)
    assert d.status == "concluded"
    assert [t.tool for t in d.trace][-1] == "diff"
    assert "`shop/pricing.py:5`" in d.conclusion


@pytest.mark.parametrize("max_turns", [2, 4, 6])
def test_the_offline_model_concludes_within_any_turn_budget(make_repo, git, max_turns):
    d = _diagnose_within(make_repo, git, max_turns)
    assert d.status == "concluded"
    assert d.turns <= max_turns
    opening = [t.tool for t in d.trace if t.turn == d.trace[0].turn]  # the glob, the grep and the changed files'
    # definitions, together while a turn is left for a call after them
    assert opening == ["glob", "grep", "grep"][: min(3, max_turns - 2)] if max_turns > 2 else opening == ["glob"]
    assert len(d.trace) == d.turns - 1 + len(opening) - 1  # every turn but the conclusion's made calls


_SUFFIX = {21: "st", 22: "nd", 23: "rd", 101: "st", 102: "nd", 103: "rd", 111: "th", 112: "th", 113: "th", 1001: "st"}
_SUFFIX |= {1002: "nd", 1003: "rd"}
ORDINAL = {
    "words/__init__.py": (
        '"""Words for numbers."""\n\n\ndef ordinal(number):\n    """\n    The suffix of an ordinal number.\n\n'
        "    Examples::\n\n        >>> ordinal(1)\n        'st'\n        >>> ordinal(2)\n        'nd'\n"
        "        >>> ordinal(3)\n        'rd'\n        >>> ordinal(11)\n        'th'\n        >>> ordinal(12)\n"
        "        'th'\n        >>> ordinal(13)\n        'th'\n"
        + "".join(f"        >>> ordinal({n})\n        '{_SUFFIX[n]}'\n" for n in _SUFFIX)  # past a 40-line read
        + '    """\n    number = abs(int(number))\n'
        '    if number % 100 in (11, 12):\n        return "th"\n'
        '    return {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")\n'
    ),
    "tests/test_words.py": (
        "from words import ordinal\n\n\ndef test_thirteenth():\n    assert str(13) + ordinal(13) == '13th'\n"
    ),
}


def test_with_no_change_the_line_the_compared_values_point_at_is_cited_past_a_long_docstring(make_repo, git):
    failure = Failure(
        "AssertionError: assert '13rd' == '13th'", "pytest", "tests/test_words.py::test_thirteenth",
        "tests/test_words.py", 5, 7,
    )  # fmt: skip
    d = _diagnose(make_repo, git, ORDINAL, {"README.md": "Words for numbers.\n"}, failure)  # nothing in reach
    reads = [t.args for t in d.trace if t.tool == "read_file" and t.args["path"] == "words/__init__.py"]
    assert len(reads) == 2  # the head showed only the docstring: read on to the code, where it stopped
    assert reads[1]["offset"] == reads[0]["offset"] + reads[0]["limit"]
    assert (d.locations[0].path, d.locations[0].line) == ("words/__init__.py", 49)  # `return "th"`, by its literal
    assert '`words/__init__.py:49` (`return "th"`) uses what the failure compares' in d.conclusion


def test_a_weak_relation_to_the_compared_values_points_nowhere(make_repo, git):
    failure = Failure(
        "AssertionError: assert 7 == 9", "pytest", "tests/test_words.py::test_thirteenth", "tests/test_words.py", 5, 7
    )
    d = _diagnose(make_repo, git, ORDINAL, {"README.md": "Words for numbers.\n"}, failure)  # nothing in reach
    assert "uses what the failure compares" not in d.conclusion
    assert (d.locations[0].path, d.locations[0].line) == ("words/__init__.py", 4)  # the function it leads to


TARIFFS = {
    "fares/tariffs.py": 'TARIFFS = {\n    "de": 150,\n    "fr": 300,\n}\n',
    "fares/summary.py": (
        "from fares.tariffs import TARIFFS\n\n\ndef by_kind(rides):\n"
        "    return {k: TARIFFS[k] * n for k, n in rides.items()}\n"
    ),
    "tests/test_summary.py": (
        'from fares.summary import by_kind\n\n\ndef test_germany():\n    assert by_kind({"de": 2})["de"] == 300\n'
    ),
}
CITY = Failure("assert 320 == 300", "pytest", "tests/test_summary.py::test_germany", "tests/test_summary.py", 5, 9)


def _with_summary_refactored(tariffs: str) -> dict[str, str]:
    summary = TARIFFS["fares/summary.py"].replace("TARIFFS[k] * n", "n * TARIFFS[k]")  # changes nothing it computes
    return {"fares/tariffs.py": tariffs, "fares/summary.py": summary}


def test_a_changed_row_keyed_by_a_string_the_failing_line_quotes_is_named_before_the_code_reading_it(make_repo, git):
    changed = _with_summary_refactored(TARIFFS["fares/tariffs.py"].replace('"de": 150', '"de": 160'))
    d = _diagnose(make_repo, git, TARIFFS, changed, CITY)
    assert (d.locations[0].path, d.locations[0].line) == ("fares/tariffs.py", 2)
    assert "the row for `de`, a key the failure names; the branch changed `fares/summary.py:5`" in d.conclusion
    assert "Start with the row for `de` at `fares/tariffs.py:2`" in d.conclusion


def test_a_changed_row_under_another_key_is_not_named(make_repo, git):
    changed = _with_summary_refactored(TARIFFS["fares/tariffs.py"].replace('"fr": 300', '"fr": 310'))
    d = _diagnose(make_repo, git, TARIFFS, changed, CITY)
    assert "the row for" not in d.conclusion
    assert (d.locations[0].path, d.locations[0].line) == ("fares/summary.py", 5)


QUOTES = {
    "shop/discounts.py": "def discount_percent(players):\n    return 10 if players >= 6 else 0\n",
    "shop/quote.py": (
        "from shop.discounts import discount_percent\n\n\ndef quote(players, day):\n    return {\n"
        '        "pence": 2000 * players,\n        "discount": discount_percent(players),\n    }\n'
    ),
    "tests/test_quote.py": (
        'from shop.quote import quote\n\n\ndef test_saturday():\n    assert quote(4, "sat")["discount"] == 0\n'
    ),
}


def test_a_changed_row_whose_value_a_call_computes_is_not_named_before_the_change_that_call_reads(make_repo, git):
    changed = {  # the row now passes the day; the called function's new weekend rule is what went wrong
        "shop/quote.py": QUOTES["shop/quote.py"].replace("discount_percent(players)", "discount_percent(players, day)"),
        "shop/discounts.py": 'def discount_percent(players, day):\n    if day != "sun":\n        return 20\n'
        "    return 10 if players >= 6 else 0\n",
    }
    failure = Failure("assert 20 == 0", "pytest", "tests/test_quote.py::test_saturday", "tests/test_quote.py", 5, 9)
    d = _diagnose(make_repo, git, QUOTES, changed, failure)
    assert "the row for `discount`" not in d.conclusion
    assert d.locations[0].path == "shop/discounts.py"


MILEAGE = {
    "src/rates.js": (
        "const DEFAULTS = Object.freeze({\n  fullRate: 45,\n  threshold: 10000,\n});\n\n"
        "function withDefaults(options) {\n  return { ...DEFAULTS, ...options };\n}\n\n"
        "module.exports = { withDefaults };\n"
    ),
    "src/claim.js": (
        "const { withDefaults } = require('./rates');\n\n"
        "function claimFor(miles, options) {\n  const opts = withDefaults(options);\n"
        "  return Math.min(miles, opts.threshold) * opts.fullRate;\n}\n\nmodule.exports = { claimFor };\n"
    ),
    "test/claim.test.js": (
        "const { claimFor } = require('../src/claim');\n\n"
        "test('pays the full rate', () => {\n  expect(claimFor(10)).toBe(450);\n});\n"
    ),
}


def test_a_changed_default_in_a_module_the_reached_code_requires_is_cited(make_repo, git):
    failure = Failure(
        "expect(received).toBe(expected) // Object.is equality (Expected: 450, Received: 400)",
        "jest",
        "pays the full rate",
        "test/claim.test.js",
        4,
        12,
    )
    changed = {"src/rates.js": MILEAGE["src/rates.js"].replace("fullRate: 45", "fullRate: 40")}
    d = _diagnose(make_repo, git, MILEAGE, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("src/rates.js", 2)


def test_without_a_diff_the_calls_are_followed_into_any_source_file(make_repo, git):
    root = make_repo(ORDERS)  # one commit on main: no base to compare with, so no diff narrows the search
    digest, repo = LogDigest(FAIL.message, (FAIL,)), repo_facts(root, {})
    assert repo.changes is None or not repo.changes.files
    d = run_loop(MockProvider(digest, repo), Executor.for_root(root, repo=repo), build_messages(digest, repo))
    reads = [t.args["path"] for t in d.trace if t.tool == "read_file"]
    assert reads[:2] == ["tests/test_orders.py", "shop/orders.py"]
    assert "shop/pricing.py" in reads[2:]  # order_total's `price`, one call further in
    assert "`shop/pricing.py:" in d.conclusion


ROLES = {
    "rbac/roles.py": (
        'GRANTS = {\n    "guest": {"page:read"},\n    "editor": {"page:write"},\n}\n\n'
        'PARENTS = {\n    "guest": [],\n    "editor": [],\n}\n'
    ),
    "docs/examples/roles.py": 'GRANTS = {"guest": set()}\n\nPARENTS = {"guest": []}\n',  # a copy in the docs
    "rbac/check.py": (
        "from rbac.roles import GRANTS, PARENTS\n\n\nclass UnknownRole(KeyError):\n    pass\n\n\n"
        "def permissions_of(role):\n    if role not in GRANTS:\n        raise UnknownRole(role)\n"
        "    granted = set(GRANTS[role])\n    for parent in PARENTS.get(role, []):\n"
        "        granted |= permissions_of(parent)\n    return frozenset(granted)\n"
    ),
    "tests/test_check.py": (
        "from rbac.check import permissions_of\n\n\ndef test_a_role_has_what_its_parents_have():\n"
        '    assert permissions_of("guest") <= permissions_of("editor")\n'
    ),
}


def test_without_a_diff_a_table_the_function_reads_is_followed_the_one_the_test_names_first(make_repo, git):
    root = make_repo(ROLES)  # no diff: the tables GRANTS and PARENTS decide as much as the calls
    failure = Failure(
        "assert frozenset({'page:read'}) <= frozenset({'page:write'})",
        "pytest",
        "tests/test_check.py::test_a_role_has_what_its_parents_have",
        "tests/test_check.py",
        5,
        3,
    )
    digest, repo = LogDigest(failure.message, (failure,)), repo_facts(root, {})
    d = run_loop(MockProvider(digest, repo), Executor.for_root(root, repo=repo), build_messages(digest, repo))
    reads = [(t.args["path"], t.args["offset"]) for t in d.trace if t.tool == "read_file"]
    # PARENTS (the test names parents), in the checked code's own folder, not the docs' copy nor the error class
    assert reads[-1] == ("rbac/roles.py", 1)
    assert "`rbac/roles.py:6`" in d.conclusion


COACH = {
    "src/time.js": (
        "function minutesBetween(from, to) {\n  return to >= from ? to - from : to + 1440 - from;\n}\n\n"
        "module.exports = { minutesBetween };\n"
    ),
    "src/timetable.js": (
        "const { minutesBetween } = require('./time');\n\n"
        "function journeyMinutes(route) {\n  return minutesBetween(route.dep, route.arr);\n}\n\n"
        "module.exports = { journeyMinutes };\n"
    ),
    "src/fares.js": "function fare(age) {\n  return age < 16 ? 500 : 1000;\n}\n\nmodule.exports = { fare };\n",
    "src/booking.js": (
        "const { fare } = require('./fares');\nconst { journeyMinutes } = require('./timetable');\n\n"
        "function book(route, ages) {\n  const priced = ages.map(fare);\n  return {\n"
        "    minutes: journeyMinutes(route),\n    total: priced.reduce((a, b) => a + b, 0),\n  };\n}\n\n"
        "module.exports = { book };\n"
    ),
    "test/booking.test.js": (
        "const { book } = require('../src/booking');\n\n"
        "test('times a journey through the night', () => {\n"
        "  const b = book({ dep: 1380, arr: 265 }, [30]);\n  expect(b.minutes).toBe(325);\n});\n"
    ),
}


def test_a_change_beside_the_checked_field_leads_on_down_the_calls_giving_its_value(make_repo, git):
    changed = {
        "src/time.js": COACH["src/time.js"].replace("to >= from ? to - from : to + 1440 - from", "(to - from) % 1440"),
        "src/fares.js": COACH["src/fares.js"] + "\nfunction discount(n, sum) {\n  return n >= 4 ? sum / 10 : 0;\n}\n",
        "src/booking.js": COACH["src/booking.js"]
        .replace("  return {\n", "  const sum = priced.reduce((a, b) => a + b, 0);\n  return {\n")
        .replace("total: priced.reduce((a, b) => a + b, 0),", "total: sum - discount(ages.length, sum),"),
    }
    failure = Failure(
        "expect(received).toBe(expected) // Object.is equality (Expected: 325, Received: -1115)",
        "jest",
        "times a journey through the night",
        "test/booking.test.js",
        5,
        20,
    )
    d = _diagnose(make_repo, git, COACH, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("src/time.js", 2)  # not booking.js's change to the total
    assert "in code that `src/timetable.js` calls at line 3" in d.conclusion  # the way: book's minutes, journeyMinutes
    places = [(loc.path, loc.line) for loc in d.locations]
    assert places.index(("src/timetable.js", 3)) > 1  # the caller is context: a place to change comes before it


def test_a_change_to_the_line_giving_the_checked_field_is_blamed_there(make_repo, git):
    changed = {
        "src/booking.js": COACH["src/booking.js"].replace("journeyMinutes(route),", "journeyMinutes(route) - 60,"),
        "src/fares.js": COACH["src/fares.js"].replace("500", "550"),
    }
    failure = Failure("expect(received).toBe(expected) // (Expected: 325, Received: 265)", "jest", "times a journey "
                      "through the night", "test/booking.test.js", 5, 20)  # fmt: skip
    d = _diagnose(make_repo, git, COACH, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("src/booking.js", 7)


def _labelled() -> dict[str, str]:
    """ORDERS with a `label` function at the top of pricing.py, far enough above `discount` for a hunk of its own."""
    rows = "".join(f"    {k} = {n}\n" for n, k in enumerate("abcdefgh"))
    head = f"from shop.rates import rate\n\n\ndef label(sku):\n    return sku.upper()\n\n\ndef sizes():\n{rows}"
    return {**ORDERS, "shop/pricing.py": ORDERS["shop/pricing.py"].replace("from shop.rates import rate\n", head)}


def test_the_evidence_cites_the_other_changes_of_the_read_changes_file_one_line_each(make_repo, git):
    base = _labelled()
    pricing = base["shop/pricing.py"].replace("r // 100", "r // 1000").replace("sku.upper()", "sku.upper()[:8]")
    d = _diagnose(make_repo, git, base, {"shop/pricing.py": pricing}, FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/pricing.py", 25)
    assert "- the same file also changed at `shop/pricing.py:5`" in d.conclusion.split("### Evidence")[1]


def test_a_hunk_cited_for_the_failures_words_is_not_cited_again_among_the_files_other_changes(make_repo, git):
    base = _labelled()
    pricing = base["shop/pricing.py"].replace("r // 100", "r // 1000").replace("sku.upper()", "f'total {sku}'")
    d = _diagnose(make_repo, git, base, {"shop/pricing.py": pricing}, FAIL)
    evidence = d.conclusion.split("### Evidence")[1].split("###")[0]
    assert "shares the failure's words: `shop/pricing.py:5` (`total`)" in evidence
    assert "the same file also changed" not in evidence


def test_the_evidence_cites_at_most_two_changes_for_the_failures_words_and_three_more_of_the_files(make_repo, git):
    helpers = "".join(
        f"\n\ndef helper_{k}(x):\n    return x + {k}\n" + "".join(f"    # {j}\n" for j in range(8)) for k in range(9)
    )
    base = {**ORDERS, "shop/pricing.py": ORDERS["shop/pricing.py"] + helpers}
    pricing = base["shop/pricing.py"].replace("r // 100", "r // 1000")
    for k in range(9):  # three share the test's word `total` (those far from the change read), six do not
        pricing = pricing.replace(
            f"return x + {k}\n", f"return x + {k} + 1  # total\n" if k >= 6 else f"return x - {k}\n"
        )
    d = _diagnose(make_repo, git, base, {"shop/pricing.py": pricing}, FAIL)
    evidence = d.conclusion.split("### Evidence")[1].split("###")[0]
    shared = next(line for line in evidence.splitlines() if "shares the failure's words" in line)
    same = next(line for line in evidence.splitlines() if "the same file also changed at" in line)
    assert (shared.count("`shop/pricing.py:"), same.count("`shop/pricing.py:")) == (2, 3)


GATE = {
    "lifts/gate.py": (
        "from lifts.rules import may_ride, window\n\n\n"
        "def scan(kind, lift, hour):\n    return decide(kind, lift, hour)\n"
        "\n\ndef decide(kind, lift, hour):\n    if not window(kind, hour):\n        return 'expired'\n"
        "    if not may_ride(kind, lift):\n        return 'wrong lift'\n    return 'open'\n"
    ),
    "lifts/rules.py": (
        "ZONES = {'carpet': 0, 'village': 1, 'summit': 2}\nTOP = {'beginner': 0, 'day': 2}\n\n\n"
        "def window(kind, hour):\n    return 9 <= hour < 17\n\n\ndef may_ride(kind, lift):\n"
        "    return ZONES[lift] <= TOP[kind]\n"
    ),
    "lifts/clock.py": (
        "def at(text):\n    hours, minutes = text.split(':')\n    return int(hours) + int(minutes) / 60\n"
    ),
    "tests/test_gate.py": (
        "from lifts.clock import at\nfrom lifts.gate import scan\n\n\ndef test_beginner_rides_the_carpet():\n"
        "    assert scan('beginner', 'carpet', at('10:00')) == 'open'\n"
    ),
}
GATE_FAIL = Failure(
    "AssertionError: assert 'wrong lift' == 'open'", "pytest", "tests/test_gate.py::test_beginner_rides_the_carpet",
    "tests/test_gate.py", 6, 9,
)  # fmt: skip


def test_a_change_below_an_unchanged_helper_of_the_called_functions_file_is_blamed(make_repo, git):
    """`scan` calls `decide`, unchanged and defined below it, which calls the changed `may_ride`: that change is
    blamed, not the new function of a file the test imports (tests/offline/test_in_view.py: the helper's step)."""
    changed = {
        "lifts/rules.py": GATE["lifts/rules.py"].replace(
            "    return ZONES[lift] <= TOP[kind]", "    zone = ZONES[lift] + 1\n    return zone <= TOP[kind]"
        ),
        "lifts/clock.py": GATE["lifts/clock.py"] + "\n\ndef minutes_between(a, b):\n    return round((b - a) * 60)\n",
    }
    d = _diagnose(make_repo, git, GATE, changed, GATE_FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("lifts/rules.py", 10), d.locations
