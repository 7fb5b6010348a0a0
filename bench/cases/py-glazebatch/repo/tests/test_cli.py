from glazebatch.cli import main


def test_batch_command(tmp_path, capsys):
    recipe = tmp_path / "clear.txt"
    recipe.write_text("name: Clear\ncone: 6\nsilica 40\nwhiting 60\n", encoding="utf-8")
    assert main(["batch", str(recipe), "--grams", "500"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Clear (cone 6), 500 g batch\n")
    assert "  whiting                     300.0 g" in out


def test_bad_recipe_is_one_line_and_exit_1(tmp_path, capsys):
    recipe = tmp_path / "bad.txt"
    recipe.write_text("cone: 6\nsilica 40\n", encoding="utf-8")
    assert main(["batch", str(recipe)]) == 1
    assert capsys.readouterr().err == "glazebatch: the recipe has no 'name:' line\n"


def test_kiln_command(tmp_path, capsys):
    pieces = tmp_path / "pieces.csv"
    pieces.write_text("ref,owner,cone,footprint_cm2\nA,a,6,1000\n", encoding="utf-8")
    assert main(["kiln", str(pieces), "--shelves", "2"]) == 0
    assert capsys.readouterr().out == "shelf 1 (cone 6, 1000 cm²): A\n"
