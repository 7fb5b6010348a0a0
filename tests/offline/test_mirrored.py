"""A line written as the twin of one beside it, turned over from one counterpart to the other but for one place
(`height = scale(box.width, ratio)` below `width = scale(box.width, ratio)`): flagged in an added line, read before
the calls are followed, and cited."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.mirrored import half_turned, mirrored_lines, words
from diagbot.offline.slips import MIRROR, slipped_lines


def test_a_lines_words_are_its_names_parts_in_lower_case_without_its_strings() -> None:
    assert words('Lens left = lens("L", order.left(), pdRight)') == [
        "lens",
        "left",
        "lens",
        "order",
        "left",
        "pd",
        "right",
    ]


@pytest.mark.parametrize(
    ("first", "second", "slipped"),
    [
        ("width = scale(box.width, ratio)", "height = scale(box.width, ratio)", 1),
        ("height = scale(box.width, ratio)", "width = scale(box.width, ratio)", 0),  # the first line is the copy
        (  # two sides of a range, the second still asking the first side's flag
            "if min is not None and not (value >= min if min_included else value > min):",
            "if max is not None and not (value <= max if min_included else value < max):",
            1,
        ),
        ('Lens right = lens("R", order.right(), pd.right());', 'Lens left = lens("L", order.left(), pd.right());', 1),
        ("$top = $this->edge($rows, 'top');", "$bottom = $this->edge($rows, 'top');", 1),  # a label says a side
        ("$top = $this->edge($rows, 'top');", "$bottom = $this->edge($rows, 'bottom');", None),
        ('log("top side", $top);', 'log("bottom side", $top);', None),  # a message, no label: no side's word
        (  # the pair swapped between the twins, but in one place the copy below kept
            "{ runs: 'length', acrossMm: q.widthMm, alongMm: q.lengthMm },",
            "{ runs: 'width', acrossMm: q.lengthMm, alongMm: q.lengthMm },",
            1,
        ),
        (  # both words kept in both lines: two different tests of a range, not a copy turned over
            "return start <= other.end && other.start < end;",
            "return start <= other.start && other.end <= end;",
            None,
        ),
        ("width = scale(box.width, ratio)", "height = scale(box.height, ratio)", None),  # fully turned over
        ("width = scale(box.width, ratio)", "height = grow(box.width, ratio)", None),  # not only the side differs
        ("start = parse(row.start)", "end = parse(row.start, row.end)", None),  # not word for word
        ("x = origin.x + offset", "y = origin.x + offset", 1),
        ("left = bounds.left", "right = bounds.left + bounds.width", None),
        ("total = price * qty", "total = price * qty", None),  # no difference at all
        (  # the two values compared, `a` and `b`
            "new Uint8Array($dvBuffer(a), $dvByteOffset(a), $dvByteLength(a)),",
            "new Uint8Array($dvBuffer(b), $dvByteOffset(a), $dvByteLength(b))",
            1,
        ),
        ("(0xA5A, 'M', u'x'),", "(0xA5B, 'M', u'x'),", None),  # a hex number's digits are no names
    ],
)
def test_the_line_holding_both_sides_where_its_twin_holds_one_is_the_half_turned_copy(
    first: str, second: str, slipped: int | None
) -> None:
    assert half_turned(first, second) == slipped


def test_only_added_source_lines_near_their_twin_are_flagged_as_a_slip_of_their_own_kind() -> None:
    patch = (
        "@@ -1,2 +1,4 @@\n def resized(box, ratio):\n-    return Box(box.width * ratio, box.height * ratio)\n"
        "+    width = scale(box.width, ratio)\n+    # the height follows the width's rounding\n"
        "+    height = scale(box.width, ratio)\n+    return Box(width, height)\n"
    )
    files = tuple(FileChange(p, "modified", added=4, deleted=1, patch=patch) for p in ("shapes/box.py", "tests/t.py"))
    assert slipped_lines(ChangeSet(files, "main")) == {("shapes/box.py", 4): (2, MIRROR)}
    far = patch.replace("+    # the height", "+    pass\n" * 8 + "+    # the height")  # twins 9 lines apart
    spread = FileChange("shapes/box.py", "modified", added=12, deleted=1, patch=far)
    assert MIRROR not in {kind for _, kind in slipped_lines(ChangeSet((spread,), "main")).values()}


def test_a_tests_expectations_are_no_twins_turned_over() -> None:
    patch = (  # Rust's `mod tests` sits in the source file
        "@@ -90,2 +90,4 @@ mod tests {\n     fn replace() {\n"
        "+        assert_eq!(replace_str(\"abc\", b'b', b'z'), (s(\"azc\"), Some(1)));\n"
        "+        assert_eq!(replace_str(\"aba\", b'a', b'z'), (s(\"zbz\"), Some(0)));\n"
    )
    files = (FileChange("src/line_buffer.rs", "modified", added=2, deleted=0, patch=patch),)
    assert half_turned("assert_eq!(f(b'b'), Some(1));", "assert_eq!(f(b'a'), Some(1));") is not None  # alike, but
    assert not mirrored_lines(ChangeSet(files, "main"))  # a test's expectations, each its own case


BOX = (
    "from collections import namedtuple\n"
    "\n"
    "Box = namedtuple('Box', 'width height')\n"
    "\n"
    "\n"
    "def resized(box, ratio):\n"
    "    return Box(round(box.width * ratio), round(box.height * ratio))\n"
)
BRANCH = (
    "from collections import namedtuple\n"
    "\n"
    "Box = namedtuple('Box', 'width height')\n"
    "\n"
    "\n"
    "def scale(n, ratio):\n"
    "    return max(1, round(n * ratio))\n"
    "\n"
    "\n"
    "def resized(box, ratio):\n"
    "    width = scale(box.width, ratio)\n"
    "    height = scale(box.width, ratio)\n"
    "    return Box(width, height)\n"
)
TEST = (
    "from shapes.box import Box, resized\n"
    "\n"
    "\n"
    "def test_a_box_keeps_its_shape_when_resized():\n"
    "    assert resized(Box(40, 10), 2) == Box(80, 20)\n"
)


def test_the_half_turned_line_is_cited_before_the_function_it_calls(explain_branch, failing_pytest_log):
    files = {"shapes/__init__.py": "", "shapes/box.py": BRANCH, "tests/test_box.py": TEST}
    log = failing_pytest_log(files)  # the branch's state, run with pytest: Box(80, 80) == Box(80, 20)
    d = explain_branch({**files, "shapes/box.py": BOX}, {"shapes/box.py": BRANCH}, log, "box: scale each side")
    assert (d.locations[0].path, d.locations[0].line) == ("shapes/box.py", 12), d.conclusion
    assert "a copy not fully turned over" in d.conclusion.split("### Evid")[0]
