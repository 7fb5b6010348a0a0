from seedswap.cli import main
from tests.conftest import TODAY

SHEET = """code,name,crop,grams,packet_grams
TOM-01,Gardener's Delight,tomato,40,2
BEA-03,Cobra,bean,1600,20
LET-02,Little Gem,lettuce,25,1
"""


def test_stock_table(tmp_path, capsys):
    sheet = tmp_path / "stock.csv"
    sheet.write_text(SHEET)
    assert main(["stock", str(sheet)], today=TODAY) == 0
    assert capsys.readouterr().out.splitlines() == [
        "BEA-03  Cobra (bean)                 1.6 kg  80",
        "LET-02  Little Gem (lettuce)         25 g    25",
        "TOM-01  Gardener's Delight (tomato)  40 g    20",
    ]


def test_low_table(tmp_path, capsys):
    sheet = tmp_path / "stock.csv"
    sheet.write_text(SHEET)
    assert main(["low", str(sheet), "--below", "30"], today=TODAY) == 0
    assert capsys.readouterr().out == "LET-02  Little Gem  25 g\n"
