from .seasons import SPRING


def repot_due_year(tree):
    """The year the tree is next due for repotting, or None if never repotted."""
    if tree.last_repotted is None:
        return None
    return tree.last_repotted.year + tree.repot_interval_years()


def should_repot(tree, today, season):
    """Repot in spring, once the interval has passed (or if it never was)."""
    if season != SPRING:
        return False
    due = repot_due_year(tree)
    return due is None or today.year >= due
