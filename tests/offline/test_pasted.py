"""A default copied from the binding beside it, its constant left as it was (`beamMargin = UNDER_KEEL_M` beside
`underKeel = UNDER_KEEL_M`, while `BEAM_MARGIN_M` exists): that binding is the slip (pasted.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.pasted import pasted_lines
from diagbot.offline.slips import PASTED, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

JS = (
    "@@ -5,14 +5,18 @@\n"
    " export const BEAM_MARGIN_M = 0.3; // clearance each side for fenders\n"
    " export const UNDER_KEEL_M = 0.5; // water under the keel at chart datum\n"
    " \n"
    "-export function misfit(boat, berth, beamMargin = BEAM_MARGIN_M) {\n"
    "+export function misfit(boat, berth, options = {}) {\n"
    "+  const {\n"
    "+    beamMargin = UNDER_KEEL_M,\n"
    "+    underKeel = UNDER_KEEL_M,\n"
    "+    tideM = 0,\n"
    "+  } = options;\n"
    "   if (boat.beamM + 2 * beamMargin > berth.widthM) {\n"
    "     return 'too wide';\n"
    "   }\n"
)


def test_the_binding_copied_from_its_neighbour_is_the_slip() -> None:
    changes = one_file("src/berths.js", JS)
    assert dict(pasted_lines(changes)) == {("src/berths.js", 10): 2}
    assert slipped_lines(changes)[("src/berths.js", 10)] == (2, PASTED)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("src/berths.js", JS.replace("beamMargin = UNDER_KEEL_M", "beamMargin = BEAM_MARGIN_M")),  # its namesake
        ("src/berths.js", JS.replace(" export const BEAM_MARGIN_M = 0.3;", " export const FENDER_M = 0.3;")),  # none
        ("src/berths.js", JS.replace("underKeel = UNDER_KEEL_M", "underKeel = 0.5")),  # no neighbour holds it
        ("src/berths.js", JS.replace("+    underKeel", "+    a = 0,\n+    b = 0,\n+    c = 0,\n+    underKeel")),  # far
        ("test/berths.test.js", JS),  # a test's own values
    ],
)
def test_a_namesake_no_constant_to_mean_or_no_copy_beside_it_is_left_alone(path: str, patch: str) -> None:
    assert not pasted_lines(one_file(path, patch))


def test_a_signatures_keyword_defaults_on_one_line() -> None:
    patch = (
        "@@ -1,4 +1,4 @@\n BEAM_MARGIN_M = 0.3\n UNDER_KEEL_M = 0.5\n \n"
        "-def misfit(boat, berth):\n+def misfit(boat, berth, beam_margin=UNDER_KEEL_M, under_keel=UNDER_KEEL_M):\n"
    )
    assert dict(pasted_lines(one_file("marina/berths.py", patch))) == {("marina/berths.py", 4): 2}


BASE = {
    "marina/__init__.py": "",
    "marina/berths.py": (
        "BEAM_MARGIN_M = 0.3\nUNDER_KEEL_M = 0.5\n\n\ndef fits(beam, width, beam_margin=BEAM_MARGIN_M):\n"
        "    return beam + 2 * beam_margin <= width\n"
    ),
    "tests/__init__.py": "",
    "tests/test_berths.py": "from marina.berths import fits\n\n\ndef test_fits():\n    assert fits(3.0, 3.6)\n",
}
CHANGED = {
    "marina/berths.py": (
        "BEAM_MARGIN_M = 0.3\nUNDER_KEEL_M = 0.5\n\n\ndef fits(beam, width, draft=0.0, depth=9.9,\n"
        "         beam_margin=UNDER_KEEL_M,\n         under_keel=UNDER_KEEL_M):\n"
        "    return beam + 2 * beam_margin <= width and draft + under_keel <= depth\n"
    ),
}


def test_the_copied_default_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert False", "pytest", "tests/test_berths.py::test_fits", "tests/test_berths.py", 5)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("marina/berths.py", 6)
    assert "a line copied from its neighbour" in d.conclusion  # slip_where.WHERE[PASTED]
