"""The Saturday score event used by the tests: two courses and the cards downloaded at the finish."""

COURSES = """
# name length climb: controls in order, the last is the finish
Yellow 2.1km 40m: 31 35 42 38 100
Blue 5.8km 180m: 101 134 122 118 145 109 100
"""

ENTRIES = [
    ("Kerry Hale", "Blue", "101@312 134@655 122@980 118@1402 145@1760 109@2105 100@2290"),
    ("Sam Ortiz", "Blue", "101@290 134@700 122@1010 145@1800 109@2150 100@2301"),
    ("Mia Hale", "Yellow", "31@120 35@260 42@400 38@530 100@610"),
    ("Jo Pike", "Blue", "101@301 134@640 131@800 122@955 118@1380 145@1731 109@2060 100@2230"),
    ("Ade Bello", "Blue", "101@330 134@720 122@1100"),
    ("Tom Hale", "Yellow", "31@140 35@300 42@430 38@560 100@655"),
]
