from limno.cli import main

from .casts import SUMMER_CSV, WINTER_CSV


def test_two_casts(tmp_path, capsys):
    summer = tmp_path / "summer.csv"
    summer.write_text(SUMMER_CSV, encoding="utf-8")
    winter = tmp_path / "winter.csv"
    winter.write_text(WINTER_CSV, encoding="utf-8")
    assert main([str(summer), str(winter)]) == 0
    out = capsys.readouterr().out
    assert out.count("Llyn Cerrig") == 2
    assert "\n\nLlyn Cerrig, 2027-01-09" in out
    assert "thermocline: 4.5 m" in out


def test_bad_file(tmp_path, capsys):
    bad = tmp_path / "bad.csv"
    bad.write_text("depth,temp,ph\n0,1,2\n", encoding="utf-8")
    assert main([str(bad), str(tmp_path / "missing.csv")]) == 1
    err = capsys.readouterr().err
    assert "unknown column(s) ph" in err
    assert "missing.csv" in err
