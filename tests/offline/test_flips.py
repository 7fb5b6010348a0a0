"""A bound the branch made inclusive or exclusive (`miles <= 15` become `miles < band.up_to_miles`): flagged against
the code it removed, read before the calls are followed, and cited."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.flips import bounds, comparisons, flipped_lines, flips, pairs, removed_bounds
from tests.offline.test_follow import _diagnose


def test_a_comparison_is_read_from_both_its_sides():
    assert comparisons("if miles <= limit.max {") == {("miles", "<="), ("max", ">=")}
    assert comparisons("let v: Vec<u8> = x << 2;") == frozenset()  # a generic, a shift: no bound
    assert comparisons('msg = "a < b"') == frozenset()  # inside a string
    assert pairs("return m >= b.Start || m <= b.End") == {
        ("m", ">=", "Start"),
        ("Start", "<=", "m"),
        ("m", "<=", "End"),
        ("End", ">=", "m"),
        ("m", ">=", "b_Start"),
        ("b_Start", "<=", "m"),
        ("m", "<=", "b_End"),
        ("b_End", ">=", "m"),
    }  # fmt: skip  (each field also spelled as one name, as `b_Start` would be)


def test_a_pair_of_arguments_rewritten_as_two_values_fields_flips_as_the_same_operands():
    was = bounds(["    return a_start < b_end and b_start < a_end"])  # half-open spans, as two pairs of arguments
    assert flips("    return a.start <= b.end and b.start <= a.end", was) == 2  # now two Windows: closed
    assert flips("    return self.start < other.end and other.start < self.end", was) == 0  # other names: unknown
    assert flips("    return $a->start < $b->end && $b->start < $a->end;", was) == 0  # the same bound


def test_a_line_flips_a_bound_the_removed_code_had_and_only_then():
    removed = ["    if miles <= 5 {", "    } else if miles <= 15 {"]
    assert flips("    BANDS.iter().find(|b| miles < b.up_to)", bounds(removed)) == 1
    assert not flips("    BANDS.iter().find(|b| miles <= b.up_to)", bounds(removed))  # the same bound
    assert not flips("    if total < 5 {", bounds(removed))  # another name
    both = bounds([*removed, "    if miles < 1 {"])  # the removed code compared it both ways: no flip
    assert not flips("    BANDS.iter().find(|b| miles < b.up_to)", both)


def test_a_sign_check_is_not_a_bound_flipped_from_a_comparison_with_another_name():
    was = bounds(["            if u.Expires.Sub(t) <= Soon {"])
    assert flips("    if o.Soon > 0 {", was) == 0  # is it set at all: not where a window ends
    assert flips("    if o.Soon > limit {", was) == 1  # another name's bound still counts
    assert flips("    for i := 0; i + 1 < Soon; i++ {", was) == 1  # `1` ends no operand here: `i + 1` does
    assert flips("    if o.Soon > 0 {", bounds(["    if Soon >= 0 {"])) == 2  # a sign checked before: now flipped


def test_the_same_two_operands_flipped_count_more_than_one_name():
    was = bounds(["    return m >= b.Start && m < b.End"])
    assert flips("    if b.Start < b.End {", was) == 1  # `Start` was compared with `<=` (as `m >= b.Start`)
    assert flips("    return m >= b.Start || m <= b.End", was) == 2  # `m` against `End`, as before, now inclusive
    assert flips("    return m >= b.Start || m < b.End", was) == 0


def test_the_line_flipping_a_pair_is_read_first_and_cited(make_repo, git):
    band = "def in_band(start, end, m):\n    return m >= start and m < end\n"
    files = {
        "tariff/__init__.py": "",
        "tariff/band.py": band,
        "tariff/rates.py": "from tariff.band import in_band\n\n\ndef is_night(m):\n    return in_band(1320, 420, m)\n",
        "tests/test_rates.py": (
            "from tariff.rates import is_night\n\n\ndef test_seven_is_day():\n    assert not is_night(420)\n"
        ),
    }
    wraps = (
        "def in_band(start, end, m):\n    if start < end:\n        return m >= start and m < end\n"
        "    return m >= start or m <= end\n"
    )  # line 2 compares `start` with `<` where `m >= start` had `<=`; line 4 compares `m` with `end` inclusively
    failure = Failure(
        "AssertionError: assert not True", "pytest", "tests/test_rates.py::test_seven_is_day", "tests/test_rates.py", 5
    )
    d = _diagnose(make_repo, git, files, {"tariff/band.py": wraps}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("tariff/band.py", 4), d.conclusion
    assert "the branch changed `tariff/band.py:4`" in d.conclusion.split("### Evidence")[0]


GUARDED = (  # a check that skipped what it rejected becomes a predicate saying what it accepts
    "@@ -30,12 +30,19 @@ type Booking struct {\n \tPassengers int\n+}\n+\n"
    "+func (d Driver) CanTake(b Booking) bool {\n+\tif d.OnJob {\n+\t\treturn false\n+\t}\n"
    "+\treturn {accepts}\n }\n \n func Candidates(drivers []Driver, b Booking) []Driver {\n"
    " \tvar out []Driver\n \tfor _, d := range drivers {\n-\t\tif d.OnJob || d.Seats < b.Passengers {\n"
    "+\t\tif !d.CanTake(b) {\n \t\t\tcontinue\n \t\t}\n"
)


def test_a_guard_turned_into_what_it_accepts_is_read_negated_and_a_flipped_bound_found():
    def flagged(accepts: str) -> dict[tuple[str, int], int]:
        patch = GUARDED.replace("{accepts}", accepts)
        return dict(
            flipped_lines(
                ChangeSet((FileChange("dispatch/dispatch.go", "modified", added=8, deleted=1, patch=patch),), "main")
            )
        )

    assert flagged("d.Seats > b.Passengers") == {
        ("dispatch/dispatch.go", 37): 2
    }  # the guard let `Seats == Passengers` by
    assert flagged("d.Seats >= b.Passengers") == {}  # what the guard let by, as it was
    assert flagged("b.Passengers <= d.Seats") == {}  # the same, written the other way round
    kept = "@@ -1,3 +1,3 @@\n for _, d := range ds {\n-\tif d.Seats < b.Passengers && d.Free {\n+\tif ok(d) {\n"
    assert not flips("\treturn d.Seats > b.Passengers", removed_bounds(kept + " \t\tcontinue\n"))  # `&&`: no
    # one comparison holds past it


def test_only_source_files_lines_are_flagged():
    patch = "@@ -1,2 +1,2 @@\n def due(days):\n-    return days <= 30\n+    return days < 30\n"
    changes = ChangeSet(
        tuple(FileChange(p, "modified", added=1, deleted=1, patch=patch) for p in ("src/due.py", "tests/test_due.py")),
        "main",
    )
    assert flipped_lines(changes) == {("src/due.py", 2): 2}


BAND = (
    "def pence_per_tonne(miles):\n    if miles <= 5:\n        return 300\n    if miles <= 15:\n        return 450\n"
    "    return 700\n"
)
TRUCK = "def payload(truck):\n    return {'six': 16.0, 'artic': 29.0}[truck]\n"
FILES = {
    "quarry/__init__.py": "",
    "quarry/bands.py": BAND,
    "quarry/trucks.py": TRUCK,
    "quarry/haulage.py": (
        "from quarry.bands import pence_per_tonne\nfrom quarry.trucks import payload\n\n\n"
        "def haulage(truck, miles):\n    return round(payload(truck) * pence_per_tonne(miles))\n"
    ),
    "tests/test_haulage.py": (
        "from quarry.haulage import haulage\n\n\ndef test_edge_of_the_middle_band():\n"
        "    assert haulage('six', 15) == 7200\n"
    ),
}


def test_a_rewrite_that_flips_a_bound_is_read_and_cited_before_the_calls_are_followed(make_repo, git):
    bands = (
        "BANDS = [(5, 300), (15, 450)]\n\n\ndef pence_per_tonne(miles):\n"
        "    return next((p for up_to, p in BANDS if miles < up_to), 700)\n"
    )
    trucks = TRUCK.replace("'six': 16.0,", "'six': 16.0, 'eight': 20.0,")  # a change the call reaches first
    failure = Failure(
        "AssertionError: assert 11200 == 7200", "pytest", "tests/test_haulage.py::test_edge_of_the_middle_band",
        "tests/test_haulage.py", 5,
    )  # fmt: skip
    d = _diagnose(make_repo, git, FILES, {"quarry/bands.py": bands, "quarry/trucks.py": trucks}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("quarry/bands.py", 5), d.conclusion
    cause = d.conclusion.split("### Evidence")[0]
    assert "the branch changed `quarry/bands.py:5`" in cause
    assert "where its comparison takes the other bound than the code the branch removed there" in cause
    assert (
        "### Confidence\nmedium (the diff itself shows the slip)" in d.conclusion
    )  # the culprit in 36 of the 40 bench cases where a slip is cited


def test_a_check_moved_into_another_file_is_flagged_only_when_its_two_operands_flip():
    def change(path: str, removed: str, added: str) -> FileChange:
        return FileChange(path, "modified", added=1, deleted=1, patch=f"@@ -1,1 +1,1 @@\n-{removed}\n+{added}\n")

    moved = change(
        "src/slots.js", "  if (job.start < wanted.end) return false;", "  if (overlaps(job, wanted)) return false;"
    )
    helper = change("src/clock.js", "// spans", "  return a.start <= b.end && b.start < a.end;")
    assert flipped_lines(ChangeSet((moved, helper), "main")) == {("src/clock.js", 1): 2}
    loose = change("src/clock.js", "// spans", "  return a.start <= limit;")  # only `start`, against another name
    assert flipped_lines(ChangeSet((moved, loose), "main")) == {}


def test_a_range_check_moved_into_a_helper_with_its_operands_renamed_and_one_bound_flipped_is_flagged():
    def change(path: str, removed: str, added: str) -> FileChange:
        return FileChange(path, "modified", added=1, deleted=1, patch=f"@@ -1,1 +1,1 @@\n-{removed}\n+{added}\n")

    removed = "        .any(|p| p.customer_id == id && p.from <= date && date <= p.until)"
    moved = change("src/orders.rs", removed, "        .any(|p| p.customer_id == id && p.range.contains(date))")
    helper = change("src/calendar.rs", "// ranges", "        self.start <= date && date < self.end")
    assert flipped_lines(ChangeSet((moved, helper), "main")) == {("src/calendar.rs", 1): 2}
    same = change("src/calendar.rs", "// ranges", "        self.start <= date && date <= self.end")
    assert flipped_lines(ChangeSet((moved, same), "main")) == {}  # the same bounds, renamed: moved as it was
    limit = change("src/a.py", "    while pos < n and comp <= 7:", "    while pos < n and comp < 5:")
    assert flipped_lines(ChangeSet((limit,), "main")) == {("src/a.py", 1): 1}  # a new limit: only a name's bound
    other = change("src/calendar.rs", "// ranges", "        self.start <= day && day < self.end")
    assert flipped_lines(ChangeSet((moved, other), "main")) == {}  # no operand kept: another check


def test_a_comparing_method_reads_as_its_operator_and_flips_as_one():
    assert pairs("if (!bookedOn.isAfter(cutoff)) {") == {("bookedOn", "<=", "cutoff"), ("cutoff", ">=", "bookedOn")}
    assert pairs("return day.isBefore(this.cutoff) ? 10 : 0;") == {("day", "<", "cutoff"), ("cutoff", ">", "day")}
    was = bounds(["        if (!bookedOn.isAfter(cutoff)) {"])
    assert flips("    return bookedOn.isBefore(cutoff) ? EARLY : 0;", was) == 2  # `<` where it was `<=`
    assert flips("    return !bookedOn.isAfter(cutoff) ? EARLY : 0;", was) == 0  # the same bound


def test_a_comparing_method_on_a_converted_value_reads_the_value_and_a_called_bound():
    was = bounds(["        return !teeTime.toLocalTime().isBefore(startOn(teeTime));"])
    assert ("teeTime", ">=", "startOn") in was.pairs  # the chain's head, the value `toLocalTime()` converts
    assert ("toLocalTime", ">=", "startOn") in was.pairs
    now = "        return teeTime.isAfter(startsAt(teeTime.toLocalDate()));"  # a bound a call gives
    assert pairs(now) == {("teeTime", ">", "startsAt"), ("startsAt", "<", "teeTime")}
    assert flips(now, was) == 1  # `teeTime` compared with `>` where it was `>=`: the start no longer included
    assert flips("        return !teeTime.isBefore(startsAt(teeTime.toLocalDate()));", was) == 0


def test_a_long_name_or_chain_is_read_whole_from_its_start():
    """Both regexes start only at a name's start (a long generated name was tried from each of its characters,
    quadratic: minutes for a 40,000-character line), and still read the whole name."""
    assert pairs("x" * 1000 + " < limit") == {("x" * 1000, "<", "limit"), ("limit", ">", "x" * 1000)}
    assert pairs("a.b." * 100 + "day.isBefore(cutoff)") == {("day", "<", "cutoff"), ("cutoff", ">", "day")}
    head = {("a", "<=", "cutoff"), ("cutoff", ">=", "a")}  # the chain's head, near enough to be read
    assert pairs("!" + "a.b." * 10 + "day.isAfter(cutoff)") == {("day", "<=", "cutoff"), ("cutoff", ">=", "day")} | head
