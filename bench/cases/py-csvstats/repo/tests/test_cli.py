from csvstats.cli import main, render


def test_render():
    text = "price\n3\n1\n2\n10\n4\n"
    assert render("price", text) == "price: n=5 mean=4.00 median=3.00 sd=3.54 range=[1, 10]"


def test_main_bad_column(tmp_path, capsys):
    data = tmp_path / "data.csv"
    data.write_text("price\n1\n")
    assert main([str(data), "--column", "cost"]) == 1
    assert "no column 'cost'" in capsys.readouterr().err
