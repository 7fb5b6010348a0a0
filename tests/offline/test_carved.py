"""A function's computation carved out into a helper the branch added and rewritten on the way: the helper's changed
lines are what the reached function now runs, cited before the call that hands over to it."""

from __future__ import annotations

from diagbot.offline.changed import read_hunk
from tests.offline.test_pick import _page

# cpp-trailcard's diff (a bench case): `distance_m` now calls `haversine`, which the branch carved out of it and
# rewrote (`std::cos(b.lat)` lost its `deg2rad`); git pairs distance_m's old lines with a new function below it
PAGE = [
    (17, " ", "inline double deg2rad(double deg) { return deg * kPi / 180.0; }"),
    (18, " ", ""),
    (19, "+", "inline double rad2deg(double rad) { return rad * 180.0 / kPi; }"),
    (20, "+", ""),
    (21, "+", "// The haversine of the central angle between two points."),
    (22, "+", "inline double haversine(const Point& a, const Point& b) {"),
    (23, "+", "    const double half_dlat = deg2rad(b.lat - a.lat) / 2;"),
    (24, "+", "    const double half_dlon = deg2rad(b.lon - a.lon) / 2;"),
    (25, "+", "    return std::sin(half_dlat) * std::sin(half_dlat) +"),
    (26, "+", "           std::cos(deg2rad(a.lat)) * std::cos(b.lat) * std::sin(half_dlon) * std::sin(half_dlon);"),
    (27, "+", "}"),
    (28, "+", ""),
    (29, " ", "// Great-circle distance in metres on a spherical Earth (haversine formula)."),
    (30, " ", "inline double distance_m(const Point& a, const Point& b) {"),
    (31, "+", "    return 2 * kEarthRadiusM * std::asin(std::sqrt(haversine(a, b)));"),
    (32, "+", "}"),
    (33, "+", ""),
    (34, "+", "// Initial bearing from a towards b, in degrees clockwise from true north, 0 to 360."),
    (35, "+", "inline double initial_bearing_deg(const Point& a, const Point& b) {"),
    (36, " ", "    const double lat1 = deg2rad(a.lat);"),
    (37, " ", "    const double lat2 = deg2rad(b.lat);"),
    (None, "-", "    const double dlat = lat2 - lat1;"),
    (38, " ", "    const double dlon = deg2rad(b.lon - a.lon);"),
    (None, "-", "    const double h = std::sin(dlat / 2) * std::sin(dlat / 2) +"),
    (None, "-", "                     std::cos(lat1) * std::cos(lat2) * std::sin(dlon / 2) * std::sin(dlon / 2);"),
    (None, "-", "    return 2 * kEarthRadiusM * std::asin(std::sqrt(h));"),
    (39, "+", "    const double y = std::sin(dlon) * std::cos(lat2);"),
    (
        40,
        "+",
        "    const double x = std::cos(lat1) * std::sin(lat2) - std::sin(lat1) * std::cos(lat2) * std::cos(dlon);",
    ),
    (41, "+", "    const double deg = rad2deg(std::atan2(y, x));"),
    (42, "+", "    return deg < 0 ? deg + 360.0 : deg;"),
    (43, " ", "}"),
]


def test_the_helper_a_reached_function_carved_out_and_rewrote_is_cited_before_its_call() -> None:
    changed = read_hunk("include/trail/geo.hpp", _page(*PAGE), 0, span=(30, 34))
    assert changed is not None
    assert 23 <= changed.line <= 26  # in haversine; not 31, the call, nor 32, a brace


GEO = (
    "from math import asin, cos, radians, sin, sqrt\n"
    "\n"
    "R = 6371000\n"
    "\n"
    "\n"
    "def distance_m(a, b):\n"
    "    lat1 = radians(a[0])\n"
    "    lat2 = radians(b[0])\n"
    "    dlat = lat2 - lat1\n"
    "    dlon = radians(b[1] - a[1])\n"
    "    h = sin(dlat / 2) ** 2 + cos(lat1) * cos(lat2) * sin(dlon / 2) ** 2\n"
    "    return 2 * R * asin(sqrt(h))\n"
)
TEST = (
    "from geo.distance import distance_m\n"
    "\n"
    "\n"
    "def test_london_to_paris():\n"
    "    assert round(distance_m((51.5, -0.1), (48.9, 2.35))) == 337582\n"
)


def test_a_helper_called_as_it_was_is_not_taken_for_carved_out_work(explain_branch, failing_pytest_log):
    """The reached function's own line computes wrongly (a real pytest run); the helper it calls computes nothing the
    removed code did."""
    helper = "def earth_radius():\n    return 6371000\n\n\n"
    base = GEO.replace("R = 6371000\n\n\n", helper)
    branch = base.replace("2 * R * asin", "2 * earth_radius() * asin").replace("** 2\n    return", "** 3\n    return")
    files = {"geo/__init__.py": "", "geo/distance.py": branch, "tests/test_distance.py": TEST}
    log = failing_pytest_log(files)
    d = explain_branch({**files, "geo/distance.py": base}, {"geo/distance.py": branch}, log)
    culprit = branch.splitlines().index("    h = sin(dlat / 2) ** 2 + cos(lat1) * cos(lat2) * sin(dlon / 2) ** 3") + 1
    assert (d.locations[0].path, d.locations[0].line) == ("geo/distance.py", culprit), d.conclusion


# a sort's comparison moved out of the reached function into a helper the branch added, the function left handing
# back what it sorted: `return out` is the seam's, as the call is, not what changed the order
SORTED = [
    (60, " ", "\t\t\tout = append(out, u)"),
    (61, " ", "\t\t}"),
    (62, " ", "\t}"),
    (None, "-", "\tsort.Slice(out, func(i, j int) bool {"),
    (None, "-", "\t\tif !out[i].Expires.Equal(out[j].Expires) {"),
    (None, "-", "\t\t\treturn out[i].Expires.Before(out[j].Expires)"),
    (None, "-", "\t\t}"),
    (None, "-", "\t\treturn out[i].ID < out[j].ID"),
    (None, "-", "\t})"),
    (63, "+", "\tslices.SortFunc(out, byExpiry)"),
    (64, "+", "\treturn out"),
    (65, "+", "}"),
    (66, "+", ""),
    (67, "+", "func byExpiry(a, b Unit) int {"),
    (68, "+", "\tif c := b.Expires.Compare(a.Expires); c != 0 {"),
    (69, "+", "\t\treturn c"),
    (70, "+", "\t}"),
    (71, "+", "\treturn strings.Compare(a.ID, b.ID)"),
    (72, " ", "}"),
]


def test_a_name_handed_back_beside_the_seam_of_a_move_is_not_what_the_move_changed() -> None:
    changed = read_hunk("inventory/stock.go", _page(*SORTED), 0, span=(55, 65))
    assert changed is not None
    assert 68 <= changed.line <= 71  # in byExpiry; not 64, `return out`, nor 63, the call
