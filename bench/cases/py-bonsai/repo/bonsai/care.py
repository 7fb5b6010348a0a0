from .repotting import should_repot
from .seasons import AUTUMN, growing, season_for
from .watering import needs_water
from .wiring import wiring_list


def tasks_for(tree, today):
    """Today's care tasks for one tree, as short strings in a fixed order."""
    season = season_for(today.month)
    tasks = []
    if needs_water(tree, today):
        tasks.append("water")
    if should_repot(tree, today, season):
        tasks.append("repot")
    if tree.species.deciduous and season == AUTUMN:
        tasks.append("wire (leaves off)")
    elif not tree.species.deciduous and not growing(season):
        for branch, gauge in wiring_list(tree):
            tasks.append(f"wire {branch:g} mm branch with {gauge:g} mm")
    return tasks
