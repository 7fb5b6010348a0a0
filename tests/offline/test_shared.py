"""One value read as two in a rewrite's added lines: a second name changed in place while the first is still read
(`const ratings = before`), a shallow copy's nested value changed in place (`{ ...DEFAULTS }` then
`Object.assign(rules.points, …)`)."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.aliased import slipped
from diagbot.offline.shared import AHEAD, nested, receiver, shared
from diagbot.offline.slips import NESTED, RECEIVER, SHARED, slipped_lines


def _added(*lines: str) -> list[tuple[int, str]]:
    return [(n, t) for n, t in enumerate(lines, start=10)]


def test_a_second_name_changed_in_place_while_the_first_is_still_read_is_shared():
    js = _added(
        "  const ratings = before;",
        "  for (const game of round) {",
        "    ratings[game.white] += change(before[game.white], before[game.black]);",
    )
    assert list(shared(js, "js")) == [10]
    py = _added("    totals = self.base", "    for k in keys:", "        totals[k] = self.base[k] + 1")
    assert list(shared(py, "py")) == [10]
    java = _added("    Map<String, Integer> counts = seen;", "    counts.put(key, seen.get(key) + 1);")
    assert list(shared(java, "java")) == [10]


@pytest.mark.parametrize(
    ("lines", "suffix"),
    [
        (("  ratings = before;", "  ratings[w] += before[w];"), "js"),  # no declaration: a reassignment
        (("  const ratings = before;", "  ratings[w] += 1;"), "js"),  # the first name is not read again
        (("  const ratings = before;", "  use(before);", "  ratings[w] += 1;"), "js"),  # read before the change
        (("  const ratings = before;", "  const n = ratings[w] + before[w];"), "js"),  # read, never changed
        (("    d2 := d", "    d2.exp = 0", "    return d.exp"), "go"),  # a struct copy
        (("    let mut v = w;", "    v[0] = w[1];"), "rs"),  # moved or copied, never shared
        (("    $rows = $base;", "    $rows[] = $base[0];"), "php"),  # PHP arrays are copied on assignment
        (("    x = None", "    x[k] = None"), "py"),  # no value to share
    ],
)
def test_what_is_not_one_value_under_two_names(lines, suffix):
    assert list(shared(_added(*lines), suffix)) == []


def test_a_second_name_counts_only_where_the_hunk_rewrites_code():
    body = "+  const ratings = before;\n+  ratings[w] += before[w];\n+  return ratings;\n"
    rewrite = "@@ -1,3 +1,4 @@\n function rate(before, w) {\n-  return bump(before, w);\n" + body + " }\n"
    fresh = "@@ -0,0 +1,5 @@\n+function rate(before, w) {\n" + body + "+}\n"  # a new file: aliases by design
    assert list(slipped(rewrite, "js", "shared")) == [2]
    assert list(slipped(fresh, "js", "shared")) == []
    assert list(slipped(rewrite, "js")) == []  # the removed code copied nothing: no copy was dropped
    files = (FileChange("lib/elo.js", "modified", added=3, deleted=1, patch=rewrite),)
    assert slipped_lines(ChangeSet(files, "main")) == {("lib/elo.js", 2): (2, SHARED)}


def test_a_nested_value_of_a_shallow_copy_changed_in_place_is_flagged_where_it_changes():
    js = _added(
        "  const rules = { ...DEFAULT_RULES, ...rest };",
        "  if (strict) rules.name = 'strict';",  # the copy's own field
        "  Object.assign(rules.points, points);",
    )
    assert list(nested(js, "js")) == [12]
    py = _added("    opts = dict(defaults)", "    opts['tags'].append(tag)")
    assert list(nested(py, "py")) == [11]
    rb = _added("    conf = defaults.dup", "    conf[:paths] << path")
    assert list(nested(rb, "rb")) == [11]
    java = _added("    Map<String, List<String>> m = new HashMap<>(base);", "    m.get(k).add(v);")
    assert list(nested(java, "java")) == []  # through a getter: not read as the nested value


@pytest.mark.parametrize(
    "lines",
    [
        ("  const rules = { ...DEFAULT_RULES };", "  rules.points = { ...rules.points, ...points };"),  # replaced
        (
            "  const rules = { ...DEFAULT_RULES };",
            "  rules.points = {};",
            "  Object.assign(rules.points, points);",
        ),  # a fresh nested value, the copy's own
        ("  const rules = structuredClone(DEFAULT_RULES);", "  Object.assign(rules.points, points);"),  # deep
        ("  const rules = { ...DEFAULT_RULES };", "  rules.limit += 1;"),  # a field of the copy itself
    ],
)
def test_what_is_not_a_shallow_copy_changed_underneath(lines):
    assert list(nested(_added(*lines), "js")) == []


def test_each_kind_of_slip_under_two_names_is_reported_as_its_own():
    rewrite = (
        "@@ -1,3 +1,5 @@\n function resolve(overrides) {\n-  return merge(DEFAULTS, overrides);\n"
        "+  const rules = { ...DEFAULTS, ...overrides };\n+  Object.assign(rules.points, overrides.points);\n"
        "+  return rules;\n }\n"
    )
    assert list(slipped(rewrite, "js", "nested")) == [3]
    files = (FileChange("lib/rules.js", "modified", added=3, deleted=1, patch=rewrite),)
    assert slipped_lines(ChangeSet(files, "main")) == {("lib/rules.js", 3): (2, NESTED)}


def test_only_the_next_added_lines_are_read_for_the_change_so_a_generated_page_stays_linear():
    filler = [f"  step{k}();" for k in range(AHEAD)]
    far = _added("  const ratings = before;", *filler, "  ratings[w] += before[w];")
    assert list(shared(far, "js")) == []  # its change is past the window: another part of the function
    near = _added("  const ratings = before;", *filler[:-1], "  ratings[w] += before[w];")
    assert list(shared(near, "js")) == [10]
    copies = _added("  const rules = { ...DEFAULTS };", *filler, "  Object.assign(rules.points, points);")
    assert list(nested(copies, "js")) == []


def test_the_receiver_named_changed_through_the_name_and_returned_is_flagged_where_it_is_named():
    php = _added(
        "        $layout = $this;",
        "        $layout->bindingMargin = $cells;",
        "        return $layout;",
    )
    assert list(receiver(php)) == [10]
    py = _added("        new = self", "        new.margin += cells", "        return new")
    assert list(receiver(py)) == [10]


@pytest.mark.parametrize(
    "lines",
    [
        ("        $layout = clone $this;", "        $layout->bindingMargin = $cells;", "        return $layout;"),
        ("        node = self", "        while node.next:", "            node = node.next", "        return node"),
        ("        that = this;", "        that.count = 0;"),  # not returned: a closure's handle on its object
        ("        copy = self", "        return copy"),  # nothing changed through it
    ],
)
def test_what_is_no_receiver_changed_and_returned(lines):
    assert list(receiver(_added(*lines))) == []


def test_a_receiver_changed_and_returned_is_a_slip_even_in_a_hunk_that_only_adds():
    patch = "@@ -8,0 +9,5 @@\n+    public function withMargin(int $cells): self\n+    {\n+        $l = $this;\n"
    patch += "+        $l->margin = $cells;\n+        return $l;\n"
    files = (FileChange("src/Layout.php", "modified", added=5, deleted=0, patch=patch),)
    assert slipped_lines(ChangeSet(files, "main")) == {("src/Layout.php", 11): (2, RECEIVER)}
