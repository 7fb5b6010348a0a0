"""A loop handing a call the value its running name was seeded from (`split_up(d, tu)` under `let mut rest = d;`,
`rest = rem;` in the loop, `dominant_unit(rest)` beside it): that line is the slip (seeded.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.seeded import seeded_lines
from diagbot.offline.slips import SEEDED, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

RS = (
    "@@ -40,8 +40,15 @@ impl Formatter {\n"
    "     fn convert_impl(&self, d: Duration) -> String {\n"
    "-        let (x, rem) = split_up(d, dominant_unit(d));\n"
    "-        self.chunk(x)\n"
    "+        let mut chunks = Vec::new();\n"
    "+        let mut rest = d;\n"
    "+        while chunks.len() < self.num_items {\n"
    "+            let tu = dominant_unit(rest);\n"
    "+            let (x, rem) = split_up(d, tu);\n"
    "+            chunks.push(self.chunk(x, tu));\n"
    "+            rest = rem;\n"
    "+        }\n"
    '+        chunks.join(" ")\n'
    "     }\n"
)


def test_the_call_still_handed_the_seed_is_the_slip() -> None:
    changes = one_file("src/lib.rs", RS)
    assert dict(seeded_lines(changes)) == {("src/lib.rs", 45): 2}
    assert slipped_lines(changes)[("src/lib.rs", 45)] == (2, SEEDED)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("src/lib.rs", RS.replace("split_up(d, tu)", "split_up(rest, tu)")),  # the running name, as meant
        ("src/lib.rs", RS.replace("+            rest = rem;\n", "")),  # never bound again: a plain alias
        ("src/lib.rs", RS.replace("dominant_unit(rest)", "dominant_unit(d)")),  # no call reads the running name
        ("src/lib.rs", RS.replace("rest = rem;", "rest = rem;\n+            d = rem;")),  # the seed moves too
        ("src/lib.rs", RS.replace("let mut rest = d;", "let mut rest = d;\n+\n+\n+\n+\n+\n+")),  # far above it
        ("tests/lib.rs", RS),  # a test's own code
    ],
)
def test_a_running_name_read_or_no_loop_binding_it_is_left_alone(path: str, patch: str) -> None:
    assert not seeded_lines(one_file(path, patch))


def test_a_python_while_loop() -> None:
    patch = (
        "@@ -1,3 +1,8 @@\n def spread(total, parts):\n-    return [total / parts] * parts\n"
        "+    out = []\n+    left = total\n+    while len(out) < parts:\n"
        "+        share = portion(total, parts - len(out))\n+        out.append(share)\n"
        "+        left = minus(left, share)\n"
        "+    return out\n"
    )
    assert not seeded_lines(one_file("pay/split.py", patch))  # `left` is handed to no call but its own binding
    patch = patch.replace("portion(total, parts - len(out))", "portion(total, parts - len(out), left)")
    assert not seeded_lines(one_file("pay/split.py", patch))  # the line reads the running name as well
    patch = patch.replace("portion(total, parts - len(out), left)", "portion(total, parts - len(out))").replace(
        "out.append(share)", "out.append(rounded(left, share))"
    )
    assert dict(seeded_lines(one_file("pay/split.py", patch))) == {("pay/split.py", 5): 2}


BASE = {
    "pay/__init__.py": "",
    "pay/split.py": "def chunks(total, size):\n    return [size] * (total // size) + [total % size]\n",
    "tests/__init__.py": "",
    "tests/test_split.py": (
        "from pay.split import chunks\n\n\ndef test_chunks():\n    assert chunks(7, 3) == [3, 3, 1]\n"
    ),
}
CHANGED = {
    "pay/split.py": (
        "def unit_for(amount, size):\n    return size\n\n\ndef take(amount, unit):\n    return min(amount, unit)\n\n\n"
        "def chunks(total, size):\n    out = []\n    left = total\n    while left > 0:\n"
        "        unit = unit_for(left, size)\n        piece = take(total, unit)\n        out.append(piece)\n"
        "        left = left - piece\n    return out\n"
    ),
}


def test_the_line_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure(
        "assert [3, 3, 3] == [3, 3, 1]", "pytest", "tests/test_split.py::test_chunks", "tests/test_split.py", 5
    )
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("pay/split.py", 14)
    assert "every pass gets the first pass's value" in d.conclusion  # slip_where.WHERE[SEEDED]
