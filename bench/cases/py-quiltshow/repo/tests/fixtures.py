"""A small show: two bed quilts, three wall quilts and a junior entry, with two judges' cards."""

from quiltshow.entries import parse_entries
from quiltshow.judging import Scorecard

ENTRY_LIST = """\
# number,maker,title,category,width_cm,height_cm
101, ada lovelace, Engine Blocks, bed, 200, 220
102, MARY mcgregor, Heather Hills, bed, 180, 200
201, jo o'brien, Harbour Lights, wall, 90, 120
202, sam patel, Monsoon, wall, 100, 100
203, lee chen, Paper Cranes, wall, 80, 80
301, tia okafor, My Cat, junior, 60, 60
"""

ENTRIES = parse_entries(ENTRY_LIST)


def card(entry: int, judge: str, design: int, workmanship: int, colour: int, impact: int) -> Scorecard:
    marks = {"design": design, "workmanship": workmanship, "colour": colour, "impact": impact}
    return Scorecard(entry, judge, marks)


CARDS = [
    card(101, "A", 8, 9, 7, 8),
    card(101, "B", 7, 9, 8, 8),
    card(102, "A", 9, 7, 9, 9),
    card(102, "B", 8, 8, 8, 7),
    card(201, "A", 6, 7, 8, 9),
    card(201, "B", 7, 7, 7, 8),
    card(202, "A", 9, 8, 9, 9),
    card(202, "B", 8, 9, 9, 8),
    card(203, "A", 7, 6, 6, 7),
    card(203, "B", 6, 6, 7, 6),
    card(301, "A", 6, 5, 9, 9),
]
