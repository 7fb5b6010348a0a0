import pytest

from csvstats.reader import ColumnError, read_column

CSV = "sku,price,qty\nA,1.50,3\nB,,1\nC,2.25,10\n"


def test_reads_column_and_skips_empty_cells():
    assert read_column(CSV, "price") == [1.5, 2.25]


def test_missing_column():
    with pytest.raises(ColumnError, match="no column 'cost'"):
        read_column(CSV, "cost")


def test_bad_number_names_its_line():
    with pytest.raises(ColumnError, match="line 3: 'n/a'"):
        read_column("price\n1\nn/a\n", "price")
