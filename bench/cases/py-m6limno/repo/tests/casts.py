"""Casts shared by the tests (parsed once)."""

from limno import parse_profile

SUMMER_CSV = """\
# lake: Llyn Cerrig
# date: 2026-08-14
# altitude: 240
# sonde 2, calm, overcast
depth,temp,do
0,21.4,8.9
1,21.3,8.9
2,21.1,8.8
3,20.6,8.7
4,18.2,8.1
5,14.0,6.9
6,10.9,5.2
7,8.8,4.0
8,7.6,3.1
10,6.9,2.2
12,6.5,1.6
14,6.3,0.9
16,6.2,0.4
"""

WINTER_CSV = """\
# lake: Llyn Cerrig
# date: 2027-01-09
# altitude: 240
depth,temp_f,do
0,39.6,11.9
4,39.4,11.8
8,39.4,11.8
12,39.2,11.6
16,39.2,11.5
"""

SUMMER = parse_profile(SUMMER_CSV)
WINTER = parse_profile(WINTER_CSV)
