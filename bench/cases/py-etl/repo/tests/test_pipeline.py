from decimal import Decimal
from pathlib import Path

import pytest

from etl.pipeline import run

FEBRUARY = (Path(__file__).parent / "data" / "february.csv").read_text()


def test_february_export_normalises_every_row():
    result = run(FEBRUARY)
    assert result.rejected == []
    assert len(result.records) == 240


def test_rejects_bad_rows_with_a_reason():
    text = "shop,order,date,sku,qty,amount,currency\nA,A-1,yesterday,x,1,1.00,EUR\nA,A-2,2026-02-01,x,1,1.00,JPY\n"
    assert run(text).rejected == ["A-1: unreadable date 'yesterday'", "A-2: no rate for currency 'JPY'"]


def test_legacy_shop_c_export():
    text = "shop,order,date,sku,qty,amount,currency\nC,C-9,1769904000,abc,2,10.00,EUR\n"
    (record,) = run(text).records
    assert (record.sku, record.amount_eur) == ("ABC", Decimal("10.00"))


@pytest.mark.parametrize("line", range(1, 241, 8))
def test_each_sampled_row_is_in_euro(line):
    header, *rows = FEBRUARY.splitlines()
    (record,) = run(header + "\n" + rows[line - 1] + "\n").records
    assert record.amount_eur > 0
