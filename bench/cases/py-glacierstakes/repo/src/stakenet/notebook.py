"""Parse a field notebook: one stake or reading per line.

    stake S07 2315 ice
    S07 2025-09-21 142 0 0
    S07 2026-05-03 138 310 420

A stake line gives the id, the elevation in metres and the surface; a reading
line gives stake id, date, exposure (cm), snow depth (cm) and snow density
(kg m-3). Fields are separated by whitespace.
"""

from datetime import date

from .model import Reading, Stake


class NotebookError(ValueError):
    def __init__(self, lineno: int, message: str):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno


def _number(text: str, lineno: int, what: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise NotebookError(lineno, f"bad {what} {text!r}") from None


def parse_notebook(text: str) -> tuple[dict[str, Stake], list[Reading]]:
    stakes: dict[str, Stake] = {}
    readings: list[Reading] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        fields = raw.split()
        if not fields:
            continue
        if fields[0] == "stake":
            if len(fields) not in (3, 4):
                raise NotebookError(lineno, "stake line needs id, elevation and surface")
            surface = fields[3] if len(fields) == 4 else "ice"
            stake = Stake(fields[1], _number(fields[2], lineno, "elevation"), surface)
            stakes[stake.stake_id] = stake
            continue
        if len(fields) != 5:
            raise NotebookError(lineno, f"reading needs 5 fields, got {len(fields)}")
        stake_id, day_text, exposure, depth, density = fields
        if stake_id not in stakes:
            raise NotebookError(lineno, f"reading for unknown stake {stake_id}")
        try:
            day = date.fromisoformat(day_text)
        except ValueError:
            raise NotebookError(lineno, f"bad date {day_text!r}") from None
        readings.append(
            Reading(
                stake_id,
                day,
                _number(exposure, lineno, "exposure"),
                _number(depth, lineno, "snow depth"),
                _number(density, lineno, "snow density"),
            )
        )
    return stakes, readings
