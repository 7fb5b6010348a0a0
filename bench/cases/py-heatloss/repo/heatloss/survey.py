"""A whole house: its rooms' losses added up, the heat pump to cover them and the heat needed in a year."""

from dataclasses import dataclass, field

from . import climate
from .loss import room_loss

# Outputs (kW) of the air-source heat pumps the installer fits.
HEAT_PUMP_SIZES = (5.0, 7.0, 8.5, 11.0, 14.0, 16.0)


@dataclass
class House:
    name: str
    town: str
    rooms: list = field(default_factory=list)

    def room(self, name):
        for room in self.rooms:
            if room.name == name:
                return room
        raise KeyError(name)

    @property
    def floor_area(self):
        return sum(room.floor_area for room in self.rooms)

    @property
    def outside(self):
        return climate.design_temperature(self.town)


@dataclass
class Summary:
    house: House
    outside: float
    rooms: list

    @property
    def fabric(self):
        return sum(row.fabric for row in self.rooms)

    @property
    def ventilation(self):
        return sum(row.ventilation for row in self.rooms)

    @property
    def total(self):
        return self.fabric + self.ventilation

    @property
    def watts_per_m2(self):
        return self.total / self.house.floor_area


def summarise(house):
    """Design heat loss of every room of the house, at the town's design temperature."""
    rooms = {room.name: room for room in house.rooms}
    if len(rooms) != len(house.rooms):
        raise ValueError(f"{house.name}: two rooms with the same name")
    outside = house.outside
    return Summary(house, outside, [room_loss(room, outside, rooms) for room in house.rooms])


def heat_pump_size(watts):
    """The smallest heat pump (kW) that covers the design loss, or None when none does."""
    for size in HEAT_PUMP_SIZES:
        if size * 1000 >= watts:
            return size
    return None


def mean_inside_temperature(house):
    """Room temperatures averaged by volume."""
    volume = sum(room.volume for room in house.rooms)
    return sum(room.temperature * room.volume for room in house.rooms) / volume


def heat_loss_coefficient(summary):
    """Watts lost per kelvin between the house and outside."""
    return summary.total / (mean_inside_temperature(summary.house) - summary.outside)


def annual_demand(summary):
    """Heat needed in a year (kWh), from the town's degree days."""
    return heat_loss_coefficient(summary) * climate.degree_days(summary.house.town) * 24 / 1000
