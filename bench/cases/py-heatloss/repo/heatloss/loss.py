"""Design heat loss: through the fabric, and with the air that leaks out and is replaced by outside air."""

from dataclasses import dataclass

from .rooms import GROUND, OUTSIDE

# Heat capacity of air, W per m³ per K, with one air change an hour.
VENTILATION_FACTOR = 0.33

# Ground temperature under a floor in winter (°C).
GROUND_TEMPERATURE = 10.0


@dataclass
class RoomLoss:
    room: str
    fabric: float
    ventilation: float

    @property
    def total(self):
        return self.fabric + self.ventilation


def boundary_temperature(element, outside, rooms):
    """Temperature on the other side of an element."""
    if element.boundary == OUTSIDE:
        return outside
    if element.boundary == GROUND:
        return GROUND_TEMPERATURE
    try:
        return rooms[element.boundary].temperature
    except KeyError:
        raise ValueError(f"no room {element.boundary!r} on the other side of {element.construction}") from None


def element_loss(element, room, outside, rooms):
    """Watts lost through one element at design conditions (negative when it gains)."""
    delta = room.temperature - boundary_temperature(element, outside, rooms)
    return element.u_value * element.area * delta


def ventilation_loss(room, outside):
    return VENTILATION_FACTOR * room.air_changes * room.volume * (room.temperature - outside)


def room_loss(room, outside, rooms):
    fabric = sum(element_loss(element, room, outside, rooms) for element in room.elements)
    return RoomLoss(room.name, fabric, ventilation_loss(room, outside))
