"""A day's tally board shared by the tests."""

BOARD = """\
# Monday, Kaiwaka shed
run1 Hemi ewe 112
run1 Tessa ewe 98
run1 Jock lamb 60
run2 Hemi ewe 105
run2 Tessa ewe 101
run2 Jock ram 12
run3 Hemi lamb 80   # lambs after lunch
run3 Tessa lamb 91
run4 Jock crutch 150
"""
