"""Wire sizes for shaping branches."""

# copper wire gauges sold for bonsai, in mm
GAUGES_MM = (1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0)


def wire_gauge(branch_mm):
    """The thinnest gauge at least a third of the branch diameter."""
    if branch_mm <= 0:
        raise ValueError("branch diameter must be positive")
    wanted = branch_mm / 3
    for gauge in GAUGES_MM:
        if gauge >= wanted:
            return gauge
    raise ValueError(f"no wire thick enough for a {branch_mm} mm branch")


def wiring_list(tree):
    """(branch mm, gauge mm) for every branch still to wire, thickest first."""
    return [(b, wire_gauge(b)) for b in sorted(tree.unwired_branches, reverse=True)]
