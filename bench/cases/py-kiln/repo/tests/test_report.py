from kiln.cost import Kiln
from kiln.programs import glaze
from kiln.report import rate_text, sheet
from kiln.schedule import Segment, Schedule


def test_rate_text():
    schedule = Schedule("x")
    assert rate_text(schedule, Segment(None, 900)) == "FULL"
    assert rate_text(schedule, Segment(100, 900)) == "100°C/h"
    assert rate_text(schedule, Segment(100, 900), "F") == "180°F/h"


def test_sheet_celsius():
    assert sheet(glaze("6")) == "\n".join(
        [
            "glaze cone 6",
            "------------",
            " #       rate   target     hold",
            " 1    110°C/h    600°C        -",
            " 2       FULL   1122°C        -",
            " 3     60°C/h   1222°C   0h 10m",
            "Total time: 8h 09m",
            "Peak: 1222°C (cone 6)",
        ]
    )


def test_sheet_fahrenheit_with_cost():
    text = sheet(glaze("6"), "F", kiln=Kiln("Test", 8.0, 1300), price=0.30)
    lines = text.splitlines()
    assert lines[3] == " 1    198°F/h   1112°F        -"
    assert lines[5] == " 3    108°F/h   2232°F   0h 10m"
    assert lines[-2] == "Peak: 2232°F (cone 6)"
    assert lines[-1].startswith("Energy: ")
