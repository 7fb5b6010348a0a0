"""One change calling another, on real git repositories: when the changed line the failure reaches calls a function
the branch changed too, the offline diagnoser reads that function's change and cites it, naming the caller's."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.changed import Changed
from diagbot.offline.deeper import called_change, changed_call
from diagbot.offline.named import DEFINITION
from tests.offline.test_follow import _diagnose

BASE = {
    "go.mod": "module example.com/shop\n\ngo 1.22\n",
    "basket.go": (
        "package shop\n\ntype Basket struct{ seats []string }\n\n"
        "func (b *Basket) Add(tier string) *Basket {\n\tb.seats = append(b.seats, tier)\n\treturn b\n}\n\n"
        "func (b *Basket) PriceOf(tier string) int {\n\treturn priceFor(tier)\n}\n"
    ),
    "prices.go": (
        'package shop\n\nvar base = map[string]int{"stalls": 4500, "circle": 3000}\n\n'
        "func priceFor(tier string) int {\n\tcents := base[tier]\n\treturn cents\n}\n"
    ),
    "receipt.go": 'package shop\n\nimport "fmt"\n\nfunc Line(label string, cents int) string {\n'
    '\treturn fmt.Sprintf("%s: %d", label, cents)\n}\n',
    "basket_test.go": (
        'package shop\n\nimport "testing"\n\nfunc TestHalfPrice(t *testing.T) {\n\tb := (&Basket{}).Add("stalls")\n'
        '\tif got := b.PriceOf("stalls", 50); got != 2250 {\n\t\tt.Errorf("PriceOf = %d, want 2250", got)\n\t}\n}\n'
    ),
}
CHANGED = {
    "basket.go": BASE["basket.go"].replace(
        "PriceOf(tier string) int {\n\treturn priceFor(tier)\n",
        "PriceOf(tier string, percentOff int) int {\n\treturn priceFor(tier, percentOff)\n",
    ),
    "prices.go": BASE["prices.go"].replace(
        "func priceFor(tier string) int {\n\tcents := base[tier]\n\treturn cents\n",
        "func priceFor(tier string, percentOff int) int {\n\tcents := base[tier]\n"
        "\toff := cents * (percentOff / 100)\n\treturn cents - off\n",
    ),
    "receipt.go": BASE["receipt.go"].replace('"%s: %d"', '"%s: %d cents"'),
}
FAIL = Failure("PriceOf = 4500, want 2250", "go", "TestHalfPrice", "basket_test.go", 8, 3)


def test_the_change_a_changed_line_calls_is_cited_with_the_caller_as_its_way_in(make_repo, git):
    d = _diagnose(make_repo, git, BASE, CHANGED, FAIL)
    assert d.locations[0].path == "prices.go"
    assert d.locations[0].line in (7, 8)  # the share off, or its use
    assert "in code that the branch's change at `basket.go:1" in d.conclusion  # its signature or its call
    assert "reached through the branch's change at `basket.go:1" in d.conclusion
    tools = [t.tool for t in d.trace if not t.args.get("pattern", "").startswith(DEFINITION + "|")]  # not the
    # greps for where other changed functions are used, after them
    assert tools[-2:] == ["diff", "diff"]
    assert "receipt.go" not in d.conclusion  # changed too, but nothing the failure reaches calls it


def test_a_check_the_log_names_no_test_for_follows_the_change_a_changed_line_calls_too(make_repo, git):
    unnamed = Failure("FAIL: PriceOf = 4500, want 2250", "generic", None, "basket_test.go", 8)  # a test binary's line
    d = _diagnose(make_repo, git, BASE, CHANGED, unnamed)
    assert "The run fails with `FAIL: PriceOf = 4500, want 2250`" in d.conclusion  # not a build that broke
    assert d.locations[0].path == "prices.go"
    assert "in code that the branch's change at `basket.go:1" in d.conclusion


def test_a_build_error_does_not_follow_what_the_changed_code_calls(make_repo, git):
    built = Failure("undefined: priceFor", "go", None, "basket.go", 11)
    d = _diagnose(make_repo, git, BASE, CHANGED, built)
    assert "The build fails with `undefined: priceFor`" in d.conclusion
    assert "in code that the branch's change at" not in d.conclusion


def test_a_called_function_whose_change_lies_elsewhere_in_its_file_is_not_followed(make_repo, git):
    changed = {
        "basket.go": CHANGED["basket.go"].replace(
            "return priceFor(tier, percentOff)", "return priceFor(tier) * percentOff / 10"
        ),
        "prices.go": BASE["prices.go"] + '\nfunc cheapest() int {\n\treturn base["circle"]\n}\n',
    }
    d = _diagnose(make_repo, git, BASE, changed, FAIL)
    assert d.locations[0].path == "basket.go"
    assert "reached through" not in d.conclusion


def _changes(patch: str, path: str = "lib/a.py") -> ChangeSet:
    return ChangeSet((FileChange(path, "modified", added=2, deleted=1, patch=patch),), "main")


def test_a_method_named_as_a_standard_one_is_followed_when_the_diff_defines_it():
    patch = (
        "@@ -1,3 +1,5 @@\n class PayRates {\n+    Split split(long worked) {\n+        return new Split(worked, 0);\n"
        "+    }\n }\n"
    )
    changes = _changes(patch, "src/PayRates.java")
    caller = Changed("src/Pay.java", 4, (), ("        return rates.split(week.minutes()).overtime();",))
    hunk = called_change(changes, [caller])
    assert hunk is not None
    assert (hunk.path, hunk.focus) == ("src/PayRates.java", 2)
    text = Changed("src/Pay.java", 4, (), ('        return name.trim().split(",");',))  # no `trim` defined
    assert called_change(_changes(patch.replace("split(", "trim("), "src/PayRates.java"), [text]) is not None
    assert called_change(changes, [Changed("src/Pay.java", 4, (), ("        return rates.trim(w);",))]) is None


def test_a_function_called_with_its_arguments_out_of_place_is_not_followed_into():
    patch = "@@ -1,2 +1,3 @@\n def fee(rate, days):\n-    return rate * days\n+    return round(rate * days)\n"
    caller = Changed("lib/b.py", 4, ("    return fee(rate, days)",), ("    return fee(days, rate)",))
    assert called_change(_changes(patch), [caller]) is None
    assert called_change(_changes(patch), [Changed("lib/b.py", 4, (), ("    return fee(rate, days)",))]) is not None


def test_only_a_definition_the_diff_shows_with_changed_code_below_it_counts():
    patch = "@@ -1,3 +1,4 @@\n def total(xs):\n-    return sum(xs)\n+    s = sum(xs)\n+    return s * 2\n"
    caller = Changed("lib/b.py", 4, ("    return x",), ("    return total(items)",))
    hunk = called_change(_changes(patch), [caller])
    assert hunk is not None
    assert (hunk.path, hunk.focus, hunk.span[0]) == ("lib/a.py", 1, 1)
    assert called_change(_changes(patch), [Changed("lib/b.py", 4, (), ("    return other(items)",))]) is None
    assert called_change(_changes(patch, "tests/test_a.py"), [caller]) is None  # a test's helper is not the culprit
    comment_only = "@@ -1,3 +1,3 @@\n def total(xs):\n-    # sum\n+    # the sum\n     return sum(xs)\n"
    assert called_change(_changes(comment_only), [caller]) is None


def test_a_call_computing_a_parameters_default_leads_on_too():
    patch = "@@ -1,3 +1,4 @@\n def trading_days(pours):\n-    return len(pours)\n+    return len(set(pours))\n"
    caller = Changed("lib/b.py", 4, ("def average(pours, days):",), ("def average(pours, days=trading_days(pours)):",))
    hunk = called_change(_changes(patch), [caller])
    assert hunk is not None
    assert (hunk.path, hunk.focus) == ("lib/a.py", 1)
    plain = Changed("lib/b.py", 4, ("def average(pours, days):",), ("def average(pours, days=7):",))
    assert called_change(_changes(patch), [plain]) is None  # a head calls nothing else


def test_a_call_kept_beside_the_changed_lines_leads_on_too():
    patch = "@@ -1,3 +1,4 @@\n def total(xs):\n-    return sum(xs)\n+    s = sum(xs)\n+    return s * 2\n"
    caller = Changed(
        "lib/b.py", 5, ("    n = 1",), ("    n = 2",), around=("def run(items):", "    n = 2", "    total(items)")
    )
    hunk = called_change(_changes(patch), [caller])
    assert hunk is not None
    assert hunk.path == "lib/a.py"


def test_a_build_error_does_not_follow_calls_into_changed_code(make_repo, git):
    build = Failure("basket.go:11:9: too many arguments in call to priceFor", "go", None, "basket.go", 11, 3)
    d = _diagnose(make_repo, git, BASE, CHANGED, build)
    assert "reached through" not in d.conclusion


WEEK = {
    "hours/clock.py": "def minutes(start, end):\n    return end - start\n",
    "hours/week.py": (
        "from hours.clock import minutes\n\n\ndef entry_minutes(entry):\n    return minutes(entry[0], entry[1])\n\n\n"
        "def day_totals(entries):\n    return [entry_minutes(e) for e in entries]\n\n\n"
        "def week(entries):\n    return sum(day_totals(entries))\n"
    ),
    "tests/test_week.py": (
        "from hours.week import week\n\n\n"
        "def test_week_rounds_each_shift():\n    assert week([(0, 52), (0, 8)]) == 60\n"
    ),
}
WEEK_CHANGED = {
    "hours/clock.py": WEEK["hours/clock.py"]
    + "\n\ndef round_quarter(m):\n    past = m % 15\n    return m - past if past < 8 else m + (15 - past)\n",
    "hours/week.py": WEEK["hours/week.py"]
    .replace("from hours.clock import minutes", "from hours.clock import minutes, round_quarter")
    .replace("    return minutes(entry[0], entry[1])", "    return round_quarter(minutes(entry[0], entry[1]))"),
    "README.md": "Hours, rounded to the quarter.\n",
}


def test_a_change_two_calls_in_is_read_once_the_diff_shows_the_called_function(make_repo, git):
    failure = Failure(
        "assert 45 == 60", "pytest", "tests/test_week.py::test_week_rounds_each_shift", "tests/test_week.py", 5, 9
    )
    d = _diagnose(make_repo, git, WEEK, WEEK_CHANGED, failure)
    assert d.locations[0].path == "hours/clock.py"
    assert d.locations[0].line in (6, 7)  # the rule's condition, or the rounding it picks
    assert [t.tool for t in d.trace].count("diff") == 2  # the changed entry_minutes, then round_quarter it calls


def test_the_error_a_changed_line_raises_is_not_followed():
    patch = "@@ -1,3 +1,4 @@\n def short_of(sku, n):\n-    return sku\n+    msg = f'{sku}: {n}'\n+    return msg\n"
    for raising in ("        throw new short_of(sku, n);", "        raise short_of(sku, n)"):
        assert called_change(_changes(patch), [Changed("lib/b.py", 4, (), (raising,))]) is None
    assert called_change(_changes(patch), [Changed("lib/b.py", 4, (), ("        e = short_of(sku, n)",))]) is not None


def test_a_go_function_of_another_package_is_reached_only_through_its_package_name():
    patch = "@@ -1,3 +1,4 @@\n func New(n int) *Outbox {\n-\treturn &Outbox{}\n+\to := &Outbox{}\n+\treturn o\n"
    own = Changed("retry/retry.go", 30, (), ("\treturn New()",))  # retry's own New, not outbox's
    assert called_change(_changes(patch, "outbox/outbox.go"), [own]) is None
    qualified = Changed("cmd/main.go", 30, (), ("\tbox := outbox.New(3)",))
    assert called_change(_changes(patch, "outbox/outbox.go"), [qualified]) is not None
    assert called_change(_changes(patch, "retry/outbox.go"), [own]) is not None  # its own package's
    method = "@@ -1,3 +1,4 @@\n func (o *Outbox) New(n int) int {\n-\treturn n\n+\tm := n\n+\treturn m\n"
    assert called_change(_changes(method, "outbox/outbox.go"), [Changed("retry/retry.go", 30, (), ("\tb.New(2)",))])


def test_an_error_types_accessor_a_same_named_call_seems_to_reach_is_not_followed():
    patch = "@@ -1,4 +1,5 @@\n class StockError {\n     String sku() {\n-        return s;\n"
    patch += "+        String t = s;\n+        return t;\n"
    caller = Changed("src/Warehouse.java", 9, (), ("        wanted.merge(line.sku(), line.quantity());",))
    assert called_change(_changes(patch, "src/StockError.java"), [caller]) is None
    assert called_change(_changes(patch, "src/OrderLine.java"), [caller]) is not None  # a class of the domain's


def test_a_changed_constant_the_changed_line_reads_is_followed_unless_its_value_only_moved():
    constants = "@@ -1,1 +1,2 @@\n-ROUND_TO = 5\n+ROUND_TO = 10\n+LIMIT = 3\n"
    changes = ChangeSet((FileChange("lib/defaults.py", "modified", added=2, deleted=1, patch=constants),), "main")
    caller = Changed("lib/split.py", 7, ("    step = 5",), ("    step = ROUND_TO",))
    hunk = called_change(changes, [caller])
    assert hunk is not None
    assert (hunk.path, hunk.focus) == ("lib/defaults.py", 1)
    moved = "@@ -1,1 +1,2 @@\n ROUND_TO = 5\n+STEP_CENTS = 5\n"  # the value the caller's removed line held
    split = "@@ -6,2 +6,2 @@\n def split(total):\n-    step = 5\n+    step = STEP_CENTS\n"
    files = (("lib/defaults.py", moved), ("lib/split.py", split))
    changes = ChangeSet(tuple(FileChange(p, "modified", added=1, deleted=1, patch=x) for p, x in files), "main")
    assert called_change(changes, [Changed("lib/split.py", 7, ("    step = 5",), ("    step = STEP_CENTS",))]) is None


def test_a_second_change_is_followed_only_into_a_new_helper_that_is_not_an_accessor():
    helper = "@@ -1,1 +1,6 @@\n def main(x):\n+    return x\n+\n+\n+def is_safe(c):\n+    return c <= 57\n"
    getter = "@@ -1,1 +1,5 @@\n def main(x):\n+    return x\n+\n+def percent_off(self):\n+    return self.percent\n"
    edited = "@@ -1,3 +1,3 @@\n def is_safe(c):\n-    return c < 48\n+    return c <= 57\n     # ascii\n"
    first = Changed("lib/a.py", 9, ("    n = count(data)",), ("    n = take(data)",))
    second = Changed("lib/b.py", 4, ("    return take(x)",), ("    return take_while(x, is_safe(c))",))
    assert called_change(_changes(helper, "lib/c.py"), [first, second]) is not None  # a new helper: followed
    getter_call = Changed("lib/b.py", 4, (), ("    return base * percent_off(self)",))
    assert called_change(_changes(getter, "lib/c.py"), [first, getter_call]) is None  # it only returns a field
    assert called_change(_changes(edited, "lib/c.py"), [first, second]) is None  # not new: the first hop's alone
    assert called_change(_changes(edited, "lib/c.py"), [second]) is not None


SUMMARY_PATCH = (
    "@@ -14,6 +14,7 @@ export interface Summary {\n   pace: number;\n+  medianPace: number;\n   trend: number;\n"
    " }\n@@ -34,6 +35,7 @@ export function summary(log) {\n     pace: mean(paces),\n"
    "+    medianPace: median(paces),\n     trend: 0,\n   };\n"
)


def test_a_field_the_changed_line_reads_leads_to_the_change_giving_it_its_value():
    changes = _changes(SUMMARY_PATCH, "src/runner.ts")
    line = "+      return `${log.name}: pace ${fmt(s.pace)}, median ${fmt(s.medianPace)}`;"  # inside a template literal
    hunk = called_change(changes, [Changed("src/report.ts", 17, (), (line[1:],))])
    assert hunk is not None
    assert (hunk.path, hunk.focus) == ("src/runner.ts", 36)  # the value, not the interface's `medianPace: number;`


def test_a_field_left_off_or_a_keyword_argument_is_no_change_giving_a_value():
    reader = [Changed("src/report.ts", 17, (), ("  return total * (1 + opts.servicePercent / 100);",))]
    left_off = "@@ -1,3 +1,4 @@\n const DEFAULTS = {\n   tipPercent: 10,\n+  servicePercent: 0,\n };\n"
    assert called_change(_changes(left_off, "src/options.js"), reader) is None
    keyword = "@@ -1,2 +1,3 @@\n trip = Trip(\n+    servicePercent=row['Service'],\n )\n"
    assert called_change(_changes(keyword, "lib/csvio.py"), reader) is None
    declared = "@@ -1,3 +1,4 @@\n export interface Opts {\n   tipPercent: number;\n+  servicePercent: number;\n }\n"
    assert called_change(_changes(declared, "src/types.ts"), reader) is None  # a field's type: no code to blame
    commented = declared.replace("servicePercent: number;", "servicePercent: number; // on top of the tip, 0 for none")
    assert called_change(_changes(commented, "src/types.ts"), reader) is None  # its comment gives it no value
    given = "@@ -1,3 +1,4 @@\n const opts = {\n   tipPercent: 10,\n+  servicePercent: service,\n };\n"
    assert called_change(_changes(given, "src/options.js"), reader) is not None  # a value, though a bare name


def test_of_the_failing_lines_calls_the_one_whose_definition_the_branch_changed_is_followed():
    patch = "@@ -1,3 +1,3 @@\n def finish(pace, metres):\n-    return pace * metres // 1000\n"
    patch += "+    return pace * metres // 100\n"
    line = '    assert fmt(finish(pace, 42195)) == "3:09:53"'
    assert changed_call(_changes(patch), line, "fmt") == "finish"  # `fmt` did not change: what it wraps did
    assert changed_call(_changes(patch), line, "finish") == "finish"
    assert changed_call(None, line, "fmt") == "fmt"  # no diff: the first call stays


_FILLER = "".join(f"\n    def note_{n}(self) -> str:\n        return 'note {n}'\n" for n in range(14))
SHEARING = {
    "shed/rates.py": (
        'RATES = {"ewe": 34550, "lamb": 31000}\n\n\ndef pay_for(kind, count):\n    return count * RATES[kind] // 100\n'
    ),
    "tests/test_pay.py": (
        "from shed.rates import pay_for\n\n\ndef test_pay_rounds_down():\n    assert pay_for('ewe', 100) == 34550\n"
    ),
}
CARD = (  # one long hunk: a new class, the changed function calling its method far below it
    'RATES = {"ewe": 34550, "lamb": 31000}\n\n\nclass Card:\n    def __init__(self, rates):\n'
    "        self.rates = dict(rates)\n\n    def per_head(self, kind):\n        return self.rates[kind] // 100\n\n"
    "    def pay(self, kind, count):\n        return count * self.per_head(kind)\n"
    f"{_FILLER}\n\nCARD = Card(RATES)\n\n\ndef pay_for(kind, count, card=CARD):\n    return card.pay(kind, count)\n"
)


def test_a_called_method_in_the_same_long_hunk_the_first_page_did_not_show_is_read_and_cited(make_repo, git):
    failure = Failure("assert 34500 == 34550", "pytest", "test_pay_rounds_down", "tests/test_pay.py", 5)
    d = _diagnose(make_repo, git, SHEARING, {"shed/rates.py": CARD}, failure)
    diffs = [t.args for t in d.trace if t.tool == "diff"]
    assert len(diffs) >= 2
    assert diffs[0]["offset"] != diffs[1]["offset"]  # a second page of the same hunk
    assert (d.locations[0].path, d.locations[0].line) == ("shed/rates.py", 12)  # pay's changed line, not the call
    assert "in code that the branch's change at `shed/rates.py:" in d.conclusion


def test_a_definition_whose_body_is_an_expression_on_its_own_changed_line_counts():
    patch = (
        "@@ -1,2 +1,4 @@\n const CLOCK = /^\\d\\d:\\d\\d$/;\n+\n+export const minutes = (n) => n * 60;\n"
        "+export const hours = (n) => minutes(n * 60);\n"
    )  # `minutes` gives seconds where its callers want milliseconds: the change is the definition's own line
    caller = Changed("src/b.js", 4, ("  return start + len * MS;",), ("  return start + minutes(len);",))
    hunk = called_change(_changes(patch, "src/time.js"), [caller])
    assert hunk is not None
    assert (hunk.path, hunk.focus) == ("src/time.js", 3)
    braced = "@@ -1,2 +1,4 @@\n const CLOCK = 1;\n+\n+export function minutes(n) {\n+  return n * 60;\n+}\n"
    assert called_change(_changes(braced, "src/time.js"), [caller]) is not None  # as before: its code below
    head = "@@ -1,3 +1,3 @@\n-export const minutes = (n) =>\n+export const minutes = (n, unit) =>\n   n * 60;\n"
    assert called_change(_changes(head, "src/time.js"), [caller]) is None  # a head, its body unchanged below


def test_a_sort_given_no_comparison_of_its_own_leads_into_the_changed_comparison_of_its_elements():
    patch = (
        "@@ -10,6 +10,6 @@ class Entry\n   def <=>(other)\n     by_time = time <=> other.time\n"
        "     return by_time unless by_time.zero?\n-    entry_no <=> other.entry_no\n+    other.entry_no <=> entry_no\n"
        "   end\n end\n"
    )
    changes = _changes(patch, "lib/meet/entry.rb")
    sorting = Changed("lib/meet/seeding.rb", 26, ("    entries.sort_by(&:time)",), ("    entries.sort",))
    hunk = called_change(changes, [sorting])
    assert hunk is not None
    assert (hunk.path, hunk.focus) == ("lib/meet/entry.rb", 10)  # `def <=>`: the sort calls it for every pair
    own = Changed("lib/meet/seeding.rb", 26, (), ("    entries.sort { |a, b| a.time <=> b.time }",))
    assert called_change(changes, [own]) is None  # a block of its own: the elements' `<=>` is not called
    python = "@@ -1,4 +1,4 @@\n class Heat:\n     def __lt__(self, other):\n-        return self.t < other.t\n"
    python += "+        return self.t > other.t\n"
    assert called_change(_changes(python), [Changed("lib/b.py", 4, (), ("    return sorted(heats)",))]) is not None
    keyed = Changed("lib/b.py", 4, (), ("    return sorted(heats, key=lambda h: h.lane)",))
    assert called_change(_changes(python), [keyed]) is None  # a key of its own
