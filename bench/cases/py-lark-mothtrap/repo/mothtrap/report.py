"""The season report printed by the command line."""

from .species import lookup
from .tally import first_seen, richness, season_totals
from .weather import night_score, wind_label


def render(nights):
    lines = [f"{len(nights)} nights, {richness(nights)} species, "
             f"{sum(season_totals(nights).values())} moths"]

    lines.append("")
    for night in nights:
        lines.append(f"{night.date.isoformat()} {night.site} {night.trap} "
                     f"min {night.min_temp:g}C, {wind_label(night.wind)}, "
                     f"cloud {night.cloud}/8, score {night_score(night.min_temp, night.wind, night.cloud)}")
        for code in sorted(night.catches):
            lines.append(f"  {night.catches[code]:>4}  {lookup(code).name}")

    lines.append("")
    lines.append("First dates:")
    for code, day in sorted(first_seen(nights).items(), key=lambda item: (item[1], item[0])):
        lines.append(f"  {day.isoformat()}  {lookup(code).name}")
    return "\n".join(lines) + "\n"
