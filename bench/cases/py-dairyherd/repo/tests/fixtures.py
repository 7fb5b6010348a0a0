"""A small recorded herd and its March 2025 milk collections."""

from datetime import date, timedelta

from dairy.herd import Cow, Herd
from dairy.payment import Collection, Contract
from dairy.recording import parse

REPORT_DAY = date(2025, 3, 31)


def herd():
    return Herd(
        [
            Cow(
                "UK1001", "Bluebell", "HOL", date(2019, 2, 14),
                calvings=[date(2021, 3, 1), date(2022, 3, 28), date(2024, 11, 20)],
                services=[date(2021, 6, 10), date(2023, 6, 20), date(2024, 2, 12), date(2025, 2, 5)],
            ),
            Cow(
                "UK1002", "Clover", "JER", date(2020, 4, 2),
                calvings=[date(2022, 5, 10), date(2023, 6, 1), date(2024, 6, 15)],
                services=[date(2022, 8, 20), date(2023, 9, 5), date(2024, 8, 28)],
            ),
            Cow(
                "UK1003", "Daisy", "AYR", date(2021, 1, 20),
                calvings=[date(2023, 2, 1), date(2025, 1, 5)],
                services=[date(2023, 4, 25), date(2024, 3, 28)],
            ),
            Cow(
                "UK1004", "Poppy", "HOL", date(2018, 9, 9),
                calvings=[date(2020, 9, 1), date(2021, 10, 5), date(2022, 11, 15), date(2024, 9, 25)],
                services=[date(2020, 12, 1), date(2022, 2, 5), date(2023, 12, 16)],
            ),
            Cow("UK1005", "Meadow", "XBD", date(2022, 3, 3)),
            Cow(
                "UK1006", "Primrose", "BSW", date(2019, 5, 5),
                calvings=[date(2021, 5, 1), date(2022, 6, 10), date(2024, 5, 1)],
                services=[date(2021, 7, 20), date(2023, 7, 25), date(2024, 7, 30)],
                dry=True,
            ),
        ]
    )


RECORDING = """\
# tag,date,am_kg,pm_kg,fat%,protein%,scc
UK1001,2024-12-05,17.2,14.1,3.92,3.21,85
UK1001,2025-01-08,19.0,15.6,3.85,3.18,92
UK1001,2025-02-06,18.1,14.9,3.98,3.25,110
UK1001,2025-03-06,16.8,13.9,4.05,3.31,98
UK1002,2024-12-05,10.1,8.3,5.60,3.95,140
UK1002,2025-01-08,9.4,7.9,5.72,4.01,155
UK1002,2025-02-06,8.8,7.1,5.81,4.06,180
UK1002,2025-03-06,8.0,6.6,5.95,4.12,176
UK1003,2025-01-23,14.5,12.0,4.30,3.40,160
UK1003,2025-02-06,16.2,13.4,4.18,3.36,130
UK1003,2025-03-06,17.0,14.1,4.05,3.30,120
UK1004,2024-12-05,20.4,16.8,3.70,3.10,180
UK1004,2025-01-08,19.2,15.9,3.75,3.12,240
UK1004,2025-02-06,18.0,14.8,3.81,3.15,310
UK1004,2025-03-06,16.9,13.6,3.88,3.19,295
UK1006,2024-12-05,9.0,7.2,4.40,3.60,210
"""


def records():
    return parse(RECORDING)


# (litres, fat %, protein %, scc) of each collection, every other day from 1 March
_TANKER = [
    (215, 4.21, 3.36, 168),
    (208, 4.18, 3.35, 175),
    (215, 4.25, 3.38, 182),
    (210, 4.22, 3.37, 190),
    (206, 4.19, 3.34, 204),
    (209, 4.23, 3.36, 215),
    (213, 4.26, 3.39, 221),
    (207, 4.20, 3.35, 198),
    (204, 4.17, 3.33, 187),
    (211, 4.24, 3.37, 210),
    (214, 4.27, 3.40, 228),
    (205, 4.16, 3.32, 236),
    (203, 4.15, 3.31, 219),
    (208, 4.20, 3.34, 241),
    (210, 4.22, 3.36, 255),
    (202, 4.14, 3.30, 262),
]


def collections():
    first = date(2025, 3, 1)
    return [
        Collection(first + timedelta(days=2 * i), litres, fat, protein, scc)
        for i, (litres, fat, protein, scc) in enumerate(_TANKER)
    ]


def contract():
    return Contract(base_ppl=38.5)
