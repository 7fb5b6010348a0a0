from glazebatch.kiln import plan_load, read_pieces
from glazebatch.report import render_batch, render_load


def test_batch_sheet(celadon):
    sheet = render_batch(celadon, 1000)
    assert sheet.splitlines()[0] == "Celadon (cone 10), 1000 g batch"
    assert "  silica                      300.0 g" in sheet
    assert "+ red iron oxide               15.0 g" in sheet
    assert "Wear a mask when weighing: silica" in sheet
    assert sheet.endswith("Water, about 900 ml\n")


def test_load_sheet():
    shelves, left = plan_load(read_pieces("ref,owner,cone,footprint_cm2\nA,a,6,1000\nB,b,6,900\n"), 1)
    assert render_load(shelves, left) == "shelf 1 (cone 6, 1000 cm²): A\nnext firing: B\n"
