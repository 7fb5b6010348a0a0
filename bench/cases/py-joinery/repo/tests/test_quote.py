import pytest

from joinery.quote import Job, QuoteError, labour_minutes, quote


def test_labour_minutes():
    job = Job("Stool", parts=[], joints={"mortise": 4, "dowel": 2}, finish_m2=0.5)
    assert labour_minutes(job, 8) == 8 * 8 + 4 * 25 + 2 * 6 + 22
    with pytest.raises(QuoteError):
        labour_minutes(Job("Box", parts=[], joints={"finger": 4}), 4)


def test_bookcase_quote(bookcase):
    q = quote(bookcase)
    assert [line.pence for line in q.lines] == [19862, 1596, 1340, 37520]
    assert q.lines[0].description == "Timber (8 boards)"
    assert q.lines[3].description == "Labour (7 h 49 min)"
    assert q.materials_pence == 22798
    assert q.markup == 6839
    assert q.net == 67157
    assert q.vat == 13431
    assert q.total == 80588


def test_markup_only_on_materials(bookcase):
    plain = quote(bookcase, markup_percent=0)
    assert plain.markup == 0
    assert plain.net == 19862 + 1596 + 1340 + 37520
    assert quote(bookcase, markup_percent=50).markup == 11399
