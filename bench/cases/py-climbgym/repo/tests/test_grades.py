import pytest

from climbgym import grades
from climbgym.grades import GradeError, parse_grade


def test_parse_v_grades_any_case():
    assert parse_grade("V4") == parse_grade("v4")
    assert parse_grade("vb").label == "VB"
    assert parse_grade("V10").rank == 11


def test_parse_font_and_french_apart():
    assert parse_grade("6A").scale == "font"
    assert parse_grade("6a").scale == "french"
    assert parse_grade("7A+").scale == "font"
    assert parse_grade("7a+").scale == "french"


def test_parse_yds():
    grade = parse_grade("5.11a")
    assert grade.scale == "yds"
    assert grade.rank == grades.FRENCH.index("6b+")


@pytest.mark.parametrize("text", ["", "  ", "V13", "9a", "5.15d", "hard"])
def test_unknown_grades(text):
    with pytest.raises(GradeError):
        parse_grade(text)


def test_grades_order_within_a_scale():
    assert parse_grade("V3") < parse_grade("V4")
    assert parse_grade("6b") < parse_grade("6b+") < parse_grade("6c")


def test_conversions():
    assert grades.to_font("V5") == "6C"
    assert grades.to_v("7A+") == "V7"
    assert grades.to_yds("6a") == "5.10b"
    assert grades.to_french("5.12a") == "7a+"


def test_conversions_check_the_scale():
    with pytest.raises(GradeError):
        grades.to_font("6a")
    with pytest.raises(GradeError):
        grades.to_yds("V2")


def test_bands():
    assert grades.band("VB") == "beginner"
    assert grades.band("V2") == "beginner"
    assert grades.band("V3") == "intermediate"
    assert grades.band("7B") == "advanced"
    assert grades.band("V11") == "elite"
    assert grades.band("5c") == "beginner"
    assert grades.band("6c+") == "advanced"
    assert grades.band("5.12c") == "elite"


def test_tag_labels():
    assert grades.label_for_tag("V6") == "V6 (Font 7A)"
    assert grades.label_for_tag("6B") == "V4 (Font 6B)"
    assert grades.label_for_tag("6b+") == "6b+ (YDS 5.11a)"
    assert grades.label_for_tag("5.9") == "5b (YDS 5.9)"
