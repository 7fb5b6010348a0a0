from cidermill import load_deliveries

TICKETS = """\
# week 41
2026-10-05, Hill Farm, Dabinett, 1240
2026-10-05, Hill Farm, Kingston Black, 380
2026-10-05, Orchard Lane, Yarlington Mill, 1235
2026-10-05, Orchard Lane, Bramley, 225
2026-10-06, Hill Farm, Dabinett, 960
2026-10-06, Moor End, Foxwhelp, 410
"""


def deliveries():
    return load_deliveries(TICKETS)
