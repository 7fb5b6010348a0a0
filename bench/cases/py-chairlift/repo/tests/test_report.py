from chairlift.report import day_sheet
from chairlift.weather import OPEN, SLOW

from .test_scans import day_of_scans


def test_day_sheet():
    log = day_of_scans()
    sheet = day_sheet(log.area, log, {"Eagle": SLOW, "Summit": OPEN, "Nursery": OPEN})
    assert sheet.splitlines() == [
        "Glenmore Bowl: 9 rides, 2 refused at the gate",
        "  Eagle        chair      slow      2 rides",
        "  Summit       detachable open      3 rides",
        "  Nursery      carpet     open      2 rides",
        "  Ridge        drag       hold      2 rides",
        "Most vertical:",
        "  P-1001 2,180 m",
        "  P-1004 500 m",
        "  P-1002 396 m",
    ]


def test_day_sheet_no_rides():
    from chairlift.scans import Gatelog

    from .area import glenmore, passes
    area = glenmore()
    sheet = day_sheet(area, Gatelog(area, passes()), {})
    assert sheet.splitlines()[0] == "Glenmore Bowl: 0 rides, 0 refused at the gate"
    assert "Most vertical:" not in sheet
