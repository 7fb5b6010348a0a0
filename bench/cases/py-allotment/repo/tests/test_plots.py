import pytest

from allotment.plots import Plot, RegisterError, parse_plot, parse_register


def test_parse_plot_with_and_without_water():
    assert parse_plot("14B half 125 water") == Plot("14B", "half", 125, True)
    assert parse_plot("3 full 250") == Plot("3", "full", 250, False)


@pytest.mark.parametrize(
    "line",
    ["14B half", "14B shed 20", "14B half 0", "14B half 12.5", "14B half 125 hose", "1 full 250 water extra"],
)
def test_parse_plot_refuses_bad_lines(line):
    with pytest.raises(RegisterError):
        parse_plot(line)


def test_register_skips_comments_and_blanks():
    text = """
    # north field
    1 full 250 water
    2 half 125   # shares a trough with 1

    R1 raised_bed 8
    """
    assert [p.number for p in parse_register(text)] == ["1", "2", "R1"]
