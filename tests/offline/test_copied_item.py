"""A Go slice's item changed through a copy (`r := results[i]`, `r.Total += p.Time`, never written back): the line
taking the copy is the slip (copied_item.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.copied_item import copied_item_lines
from diagbot.offline.slips import ITEM_COPY, slipped_lines
from tests.offline.patches import one_file

GO = (
    "@@ -60,3 +60,14 @@\n \treturn results\n }\n \n"
    "+func applyPenalties(results []Result, penalties []Penalty) {\n"
    "+\tfor _, p := range penalties {\n"
    "+\t\tfor i := range results {\n"
    "+\t\t\tr := results[i]\n"
    "+\t\t\tif r.Kart != p.Kart {\n+\t\t\t\tcontinue\n+\t\t\t}\n"
    "+\t\t\tr.Total += p.Time\n"
    "+\t\t}\n+\t}\n+}\n"
)


def test_the_copy_changed_and_never_written_back_is_the_slip() -> None:
    changes = one_file("session/session.go", GO)
    assert dict(copied_item_lines(changes)) == {("session/session.go", 66): 2}
    assert slipped_lines(changes)[("session/session.go", 66)] == (2, ITEM_COPY)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("r := results[i]", "r := &results[i]"),  # a pointer: the item itself
        ("+\t\t\tr.Total += p.Time\n", "+\t\t\tr.Total += p.Time\n+\t\t\tresults[i] = r\n"),  # written back
        ("+\t\t\tr.Total += p.Time\n", "+\t\t\tr.Total += p.Time\n+\t\t\tsave(r)\n"),  # handed on whole
        ("+\t\t\tr.Total += p.Time\n", "+\t\t\ttotal += r.Total\n"),  # only read
    ],
)
def test_a_pointer_a_copy_written_back_or_only_read_is_left_alone(old: str, new: str) -> None:
    assert not copied_item_lines(one_file("session/session.go", GO.replace(old, new)))
