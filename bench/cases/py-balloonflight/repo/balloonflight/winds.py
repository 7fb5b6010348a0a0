"""Winds aloft: the forecast layers the balloon can steer by choosing its height."""

from dataclasses import dataclass


@dataclass(frozen=True)
class WindLayer:
    base_ft: float
    top_ft: float
    direction_deg: float  # where the wind blows from
    speed_kt: float


class WindProfile:
    def __init__(self, layers: list[WindLayer]) -> None:
        self.layers = sorted(layers, key=lambda layer: layer.base_ft)

    def layer_at(self, altitude_ft: float) -> WindLayer:
        for layer in self.layers:
            if layer.base_ft <= altitude_ft < layer.top_ft:
                return layer
        raise ValueError(f"no forecast wind at {altitude_ft:.0f} ft")


def parse_layer(line: str) -> WindLayer:
    """Reads `base-top dir/speed`, e.g. `0-1000 240/08`."""
    heights, wind = line.split()
    base, top = (float(h) for h in heights.split("-"))
    direction, speed = (float(w) for w in wind.split("/"))
    if top <= base:
        raise ValueError(f"layer top below its base: {line!r}")
    return WindLayer(base, top, direction % 360, speed)


def parse_profile(text: str) -> WindProfile:
    lines = [line.strip() for line in text.splitlines()]
    return WindProfile([parse_layer(line) for line in lines if line and not line.startswith("#")])
