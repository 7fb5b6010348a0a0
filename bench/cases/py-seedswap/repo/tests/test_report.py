from seedswap.report import _fmt_grams, render


def test_fmt_grams():
    assert _fmt_grams(999) == "999 g"
    assert _fmt_grams(1000) == "1.0 kg"
    assert _fmt_grams(2450) == "2.5 kg"


def test_render_pads_columns():
    assert render([("a", "bb"), ("ccc", "d")]) == "a    bb\nccc  d\n"


def test_render_empty():
    assert render([]) == ""
