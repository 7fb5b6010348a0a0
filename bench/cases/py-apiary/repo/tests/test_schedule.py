from datetime import date

from apiary.schedule import Due, due_list, record_card


def test_due_list(hives, inspections):
    rows = due_list(hives, inspections, date(2025, 5, 15))
    assert rows == [
        Due("Bramble", "Home", date(2025, 5, 6), date(2025, 5, 13), 2),
        Due("Damson", "Allotment", None, date(2025, 5, 15), 0),
        Due("Clover", "Allotment", date(2025, 5, 9), date(2025, 5, 16), 0),
        Due("Acacia", "Home", date(2025, 5, 10), date(2025, 5, 17), 0),
    ]


def test_record_card(hives, inspections):
    assert record_card(hives[0], inspections) == [
        "Acacia (Home), national, 1 brood box(es)",
        "Queen: 2024, green",
        "2025-04-26  brood 6  Q  QC 0  stores 0.5  calm",
        "    ! short of stores: feed",
        "2025-05-03  brood 8  Q  QC 0  stores 2  calm",
        "2025-05-10  brood 10  E  QC 2  stores 1.5  calm",
        "    ! swarm risk high",
    ]
