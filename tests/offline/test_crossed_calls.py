"""A call the branch added handing a function the diff shows an argument named outright for another of its
parameters (`fit(child.heightCm(), child.chestCm())` to `fit(int chestCm, int heightCm)`) is a slip
(crossed_calls.py), but for the calls that cross on purpose or by a word alone."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.arguments import crossing, named_for
from diagbot.offline.crossed_calls import crossed_call_lines
from diagbot.offline.slips import CROSSED_CALL, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

FIT = "    public static Size fit(int chestCm, int heightCm) {"


def _page(*added: str, head: str = FIT) -> str:
    rows = [f"+{head}", "+        return Size.M;", "+    }", "+", *(f"+{t}" for t in added)]
    return f"@@ -1,0 +1,{len(rows)} @@\n" + "\n".join(rows) + "\n"


def test_the_call_handing_each_measure_to_the_others_parameter_is_the_slip() -> None:
    changes = one_file(
        "Fitting.java",
        _page("    Size of(Child child) {", "        return fit(child.heightCm(), child.chestCm());", "    }"),
    )
    assert dict(crossed_call_lines(changes)) == {("Fitting.java", 6): 1}
    assert slipped_lines(changes)[("Fitting.java", 6)] == (1, CROSSED_CALL)


@pytest.mark.parametrize(
    "added",
    [
        ("    Size of(Child child) {", "        return fit(child.chestCm(), child.heightCm());", "    }"),  # in place
        ("    static Size fit(int heightCm, int chestCm) {",),  # a head, no call
        ("    void checks() {", "        assertEquals(Size.M, fit(heightCm, chestCm));", "    }"),  # a test's own call
        (
            "    Size best(int chestCm, int heightCm) {",  # both ways tried, on purpose
            "        Size a = fit(chestCm, heightCm);",
            "        Size b = fit(heightCm, chestCm);",
            "    }",
        ),
        ("    Size of(Child child) {", "        return fit(Math.max(heightCm, 0), chestCm);", "    }"),  # computed
    ],
)
def test_a_call_in_place_or_crossed_on_purpose_or_by_a_word_alone_is_no_slip(added: tuple[str, ...]) -> None:
    assert not crossed_call_lines(one_file("Fitting.java", _page(*added)))


def test_an_argument_sharing_a_word_only_with_the_other_parameter_is_no_slip() -> None:
    head = "    public static Size fit(int chestBand, int heightBand) {"
    page = _page("    Size of(Child child) {", "        return fit(heightGuess, 10);", "    }", head=head)
    assert crossing("        return fit(heightGuess, 10);", [head]) is not None  # the words cross
    assert not crossed_call_lines(one_file("Fitting.java", page))  # but `heightGuess` is not named for `heightBand`


def test_a_function_handing_its_roles_on_to_itself_is_no_slip() -> None:
    head = "def walk(left, right):"
    page = _page("    return walk(right, left)", head=head).replace("+        return Size.M;\n+    }\n+\n", "")
    assert not crossed_call_lines(one_file("tree.py", page))


def test_a_php_closures_use_list_is_no_call() -> None:
    page = _page(
        "        return function ($request, array $options) use ($handler, $request) {",
        head="    public function send($handler, $request) {",
    )
    assert not crossed_call_lines(one_file("src/Middleware.php", page))


@pytest.mark.parametrize(
    ("line", "head", "crossed"),
    [
        (
            "    r->rc = store_intake(s, t->bin, r->settle.store_kg);",
            "int store_intake(store *s, char *bin, double kg)",
            False,
        ),
        ("    i = segment(t, sounding_cm);", "static size_t segment(const sounding_table *t, double s)", False),
        (
            "    f(false, am, &b, FFC_VALUE_KIND_DOUBLE);",
            "void f(bool neg, adj am, ffc_value* value, ffc_value_kind vk)",
            False,
        ),
        ("    n := compare(right, left)", "func compare(left interface{}, right interface{}) int {", True),
        (
            "    double r = urea_ratio(post_urea, pre_urea);",
            "double urea_ratio(double pre_urea, double post_urea)",
            True,
        ),
    ],
)
def test_c_parameters_are_read_by_their_names_and_their_types_keep_an_argument_in_place(
    line: str, head: str, crossed: bool
) -> None:
    assert (crossing(line, [head]) is not None) == crossed


@pytest.mark.parametrize(
    ("arg", "param", "named"),
    [
        ("site.Lon", "lon float64", True),
        ("initialMcPct", "double mcPct", True),
        ("child.heightCm()", "int heightCm", True),
        ("goPath", "prefix string", False),
        ("goPath", "path string", True),  # every word of it: no more can names tell
        ("str_getcsv(trim($line))", "int $lineNo", False),
    ],
)
def test_an_argument_named_outright_for_a_parameter(arg: str, param: str, named: bool) -> None:
    assert named_for(arg, param) == named


SHOP = {
    "uniforms/size.py": (
        "def fit(chest_cm, height_cm):\n"
        "    if chest_cm <= 70 and height_cm <= 140:\n        return 'S'\n    return 'L'\n"
    ),
    "uniforms/child.py": (
        "from uniforms.size import fit\n\n\nclass Child:\n    def __init__(self, name, chest_cm, height_cm):\n"
        "        self.name, self.chest_cm, self.height_cm = name, chest_cm, height_cm\n\n"
        "    def size(self):\n        return fit(self.chest_cm, self.height_cm)\n"
    ),
    "uniforms/order.py": "def line_for(child):\n    return f'{child.name}: {child.size()}'\n",
    "tests/test_order.py": (
        "from uniforms.child import Child\nfrom uniforms.order import line_for\n\n\ndef test_small():\n"
        "    assert line_for(Child('Ann', 66, 128)) == 'Ann: S'\n"
    ),
}


def test_the_report_cites_the_crossed_call_before_following_the_failure(make_repo, git) -> None:
    child = SHOP["uniforms/child.py"].replace(
        "fit(self.chest_cm, self.height_cm)", "fit(self.height_cm, self.chest_cm)"
    )
    size = SHOP["uniforms/size.py"] + "\n\ndef sizes():\n    return ('S', 'L')\n"  # a change the failure does not reach
    failure = Failure(
        "AssertionError: assert 'Ann: L' == 'Ann: S'",
        "pytest",
        "tests/test_order.py::test_small",
        "tests/test_order.py",
        6,
    )
    d = _diagnose(make_repo, git, SHOP, {"uniforms/child.py": child, "uniforms/size.py": size}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("uniforms/child.py", 9), d.conclusion
    assert "its arguments each in the place of the other's parameter" in d.conclusion.split("### Evidence")[0]
