from __future__ import annotations

import io
from datetime import date

import pytest

from catshelter.intake import IntakeError, read_intake
from catshelter.models import Sex

SHEET = """ref,name,sex,born,arrived,neutered,vaccinated_on,notes
C201,Bramble,f,2023-04-02,2025-06-01,yes,2025-06-03,shy; needs quiet home
C202,Sooty,M,2024-11-11,2025-06-02,,,
"""


def test_reads_rows() -> None:
    cats = read_intake(io.StringIO(SHEET))
    assert [c.ref for c in cats] == ["C201", "C202"]
    bramble, sooty = cats
    assert bramble.sex is Sex.FEMALE and bramble.neutered
    assert bramble.vaccinated_on == date(2025, 6, 3)
    assert bramble.notes == ["shy", "needs quiet home"]
    assert sooty.vaccinated_on is None and not sooty.neutered and sooty.notes == []


def test_reports_the_line_of_a_bad_date() -> None:
    sheet = SHEET.replace("2024-11-11", "11/11/2024")
    with pytest.raises(IntakeError, match="line 3: born is not a date"):
        read_intake(io.StringIO(sheet))


def test_rejects_duplicate_refs() -> None:
    sheet = SHEET.replace("C202", "C201")
    with pytest.raises(IntakeError, match="duplicate ref C201"):
        read_intake(io.StringIO(sheet))
