"""The sheet pinned to the kiln room door."""

from .cones import cone_for
from .units import format_duration, format_temp, rate_c_to_f


def rate_text(schedule, segment, scale="C"):
    if segment.is_full:
        return "FULL"
    rate = segment.rate if scale == "C" else rate_c_to_f(segment.rate)
    return f"{round(rate)}°{scale}/h"


def segment_lines(schedule, scale="C"):
    lines = []
    for number, segment in enumerate(schedule.segments, start=1):
        hold = format_duration(segment.hold) if segment.hold else "-"
        lines.append(
            f"{number:>2}  {rate_text(schedule, segment, scale):>9}  "
            f"{format_temp(segment.target, scale):>7}  {hold:>7}"
        )
    return lines


def sheet(schedule, scale="C", kiln=None, price=None):
    lines = [schedule.name, "-" * len(schedule.name)]
    lines.append(" #       rate   target     hold")
    lines.extend(segment_lines(schedule, scale))
    lines.append(f"Total time: {format_duration(schedule.total_minutes)}")
    cone = cone_for(schedule.peak)
    lines.append(f"Peak: {format_temp(schedule.peak, scale)} (cone {cone})")
    if kiln is not None and price is not None:
        from .cost import firing_cost

        kwh, cost = firing_cost(kiln, schedule, price)
        lines.append(f"Energy: {kwh} kWh, about {cost:.2f}")
    return "\n".join(lines)
