"""A binary search whose bound moves otherwise than its loop's test keeps it: `lo = mid + 1` under `while (hi - lo >
1)`, `hi = mid` under `while lo <= hi`."""

from __future__ import annotations

import pytest

from diagbot.offline.halving import halving_lines
from diagbot.offline.slips import HALVING, slipped_lines
from tests.offline.patches import one_file

C = (
    "@@ -10,12 +10,12 @@ static int segment(const table *t, double h)\n"
    " {\n"
    "     int lo = 0, hi = t->rows - 1;\n"
    "-    for (int i = 0; i < hi; i++) if (t->h[i + 1] > h) return i;\n"
    "+    while (hi - lo > 1) {\n"
    "+        int mid = (lo + hi) / 2;\n"
    "+        if (t->h[mid] <= h)\n"
    "+            lo = mid + 1;\n"
    "+        else\n"
    "+            hi = mid;\n"
    "+    }\n"
    "     return lo;\n"
    " }\n"
)
PY = (
    "@@ -1,3 +1,9 @@\n"
    " def find(xs, x):\n"
    "-    return xs.index(x)\n"
    "+    lo, hi = 0, len(xs) - 1\n"
    "+    while lo <= hi:\n"
    "+        mid = (lo + hi) // 2\n"
    "+        if xs[mid] < x:\n"
    "+            lo = mid + 1\n"
    "+        else:\n"
    "+            hi = mid\n"
    "+    return lo\n"
)


@pytest.mark.parametrize(("path", "patch", "line"), [("src/tank.c", C, 15), ("lib/search.py", PY, 8)])
def test_a_bound_moved_otherwise_than_the_loops_test_keeps_it_is_the_slip(path: str, patch: str, line: int) -> None:
    changes = one_file(path, patch)
    assert dict(halving_lines(changes)) == {(path, line): 1}
    assert slipped_lines(changes)[(path, line)] == (1, HALVING)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("src/tank.c", C.replace("lo = mid + 1;", "lo = mid;")),  # both bounds to the middle: the open search
        ("lib/search.py", PY.replace("hi = mid\n", "hi = mid - 1\n")),  # both past it: the closed search
        ("lib/search.py", PY.replace("mid = (lo + hi) // 2", "mid = pick(lo)")),  # no middle of the two
        ("tests/test_search.py", PY),  # a test's own search
    ],
)
def test_a_search_moving_its_bounds_as_its_test_keeps_them_is_left_alone(path: str, patch: str) -> None:
    assert not halving_lines(one_file(path, patch))
