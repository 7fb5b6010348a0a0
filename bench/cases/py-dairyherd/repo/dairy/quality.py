"""Cell counts: somatic cell count bands and the herd's bulk figure."""

# thousand cells per ml
HIGH_SCC = 200

BANDS = [
    (100, "excellent"),
    (200, "good"),
    (400, "raised"),
]


def band(scc):
    for limit, name in BANDS:
        if scc <= limit:
            return name
    return "clinical risk"


def bulk_scc(tests):
    """The cell count of the tank: each cow's count weighted by her milk."""
    milk = sum(t.milk_kg for t in tests)
    if milk == 0:
        return 0
    return round(sum(t.scc * t.milk_kg for t in tests) / milk)


def latest_tests(records_by_cow, tags=None):
    """Each cow's most recent test, for the given tags or all of them."""
    out = []
    for tag, tests in sorted(records_by_cow.items()):
        if tags is not None and tag not in tags:
            continue
        if tests:
            out.append(tests[-1])
    return out


def high_cell_cows(records_by_cow, threshold=HIGH_SCC, tags=None):
    """Tags whose latest test is over the threshold, highest first."""
    latest = [t for t in latest_tests(records_by_cow, tags) if t.scc > threshold]
    return [t.tag for t in sorted(latest, key=lambda t: -t.scc)]
