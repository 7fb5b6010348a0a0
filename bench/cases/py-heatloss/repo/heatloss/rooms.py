"""Rooms and the elements (walls, windows, floors, ceilings) they lose heat through."""

from dataclasses import dataclass, field

from . import climate, materials

OUTSIDE = "outside"
GROUND = "ground"


@dataclass
class Element:
    """A surface of a room: its construction, its area (m²) and what is on the other side.

    boundary is OUTSIDE, GROUND, or the name of the room on the other side.
    """

    construction: str
    area: float
    boundary: str = OUTSIDE

    def __post_init__(self):
        if self.area <= 0:
            raise ValueError(f"{self.construction}: area must be positive, not {self.area}")
        materials.u_value(self.construction)

    @property
    def u_value(self):
        return materials.u_value(self.construction)


@dataclass
class Room:
    name: str
    kind: str
    length: float
    width: float
    height: float
    elements: list = field(default_factory=list)
    temperature: float = None
    air_changes: float = None

    def __post_init__(self):
        if min(self.length, self.width, self.height) <= 0:
            raise ValueError(f"{self.name}: dimensions must be positive")
        if self.temperature is None:
            self.temperature = climate.room_temperature(self.kind)
        if self.air_changes is None:
            self.air_changes = climate.air_changes(self.kind)

    @property
    def floor_area(self):
        return self.length * self.width

    @property
    def volume(self):
        return self.floor_area * self.height

    def add(self, construction, area, boundary=OUTSIDE):
        self.elements.append(Element(construction, area, boundary))
        return self

    def add_wall(self, construction, length, openings=(), boundary=OUTSIDE):
        """A wall the room's height high, less its windows and doors.

        openings are (construction, width, height) in metres; they share the wall's boundary.
        """
        gross = length * self.height
        net = gross
        for construction_, width, height in openings:
            self.add(construction_, width * height, boundary)
            net -= width * height
        if net <= 0:
            raise ValueError(f"{self.name}: the openings fill the whole wall")
        return self.add(construction, net, boundary)

    def add_floor(self, construction, boundary=GROUND):
        return self.add(construction, self.floor_area, boundary)

    def add_ceiling(self, construction, boundary=OUTSIDE):
        return self.add(construction, self.floor_area, boundary)
