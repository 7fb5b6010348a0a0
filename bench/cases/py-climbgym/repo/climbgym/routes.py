"""Walls, the problems and routes set on them, and the setting rota."""

from dataclasses import dataclass, field
from datetime import timedelta

from . import grades


@dataclass
class Wall:
    name: str
    kind: str  # "boulder" or "rope"
    capacity: int  # problems or lines the wall can take at once
    reset_weeks: int = 6


@dataclass
class Route:
    ref: str
    wall: str
    grade: str
    colour: str
    setter: str
    set_on: object  # datetime.date

    def age_days(self, today):
        return (today - self.set_on).days

    @property
    def band(self):
        return grades.band(self.grade)


class SettingError(Exception):
    pass


@dataclass
class Gym:
    walls: dict = field(default_factory=dict)
    routes: dict = field(default_factory=dict)

    def add_wall(self, wall):
        if wall.name in self.walls:
            raise SettingError("wall %s already exists" % wall.name)
        self.walls[wall.name] = wall

    def on_wall(self, wall_name):
        return sorted(
            (r for r in self.routes.values() if r.wall == wall_name), key=lambda r: r.ref
        )

    def set_route(self, route):
        wall = self.walls.get(route.wall)
        if wall is None:
            raise SettingError("no wall called %s" % route.wall)
        if route.ref in self.routes:
            raise SettingError("%s is already set" % route.ref)
        grade = grades.parse_grade(route.grade)
        if grades.is_boulder_grade(grade) != (wall.kind == "boulder"):
            raise SettingError("%s grade %s does not suit the %s wall" % (route.ref, route.grade, wall.kind))
        if len(self.on_wall(wall.name)) >= wall.capacity:
            raise SettingError("%s is full (%d)" % (wall.name, wall.capacity))
        self.routes[route.ref] = route

    def strip(self, ref):
        try:
            return self.routes.pop(ref)
        except KeyError:
            raise SettingError("%s is not on the wall" % ref) from None

    def strip_wall(self, wall_name):
        stripped = self.on_wall(wall_name)
        for route in stripped:
            del self.routes[route.ref]
        return stripped

    def oldest_on(self, wall_name):
        routes = self.on_wall(wall_name)
        if not routes:
            return None
        return min(routes, key=lambda r: r.set_on)

    def due_for_reset(self, today):
        """Walls whose oldest problem has been up for the wall's reset period
        or longer, oldest first."""
        due = []
        for wall in self.walls.values():
            oldest = self.oldest_on(wall.name)
            if oldest is None:
                continue
            if oldest.age_days(today) >= wall.reset_weeks * 7:
                due.append((oldest.set_on, wall.name))
        return [name for _, name in sorted(due)]

    def next_reset(self, wall_name):
        oldest = self.oldest_on(wall_name)
        if oldest is None:
            return None
        return oldest.set_on + timedelta(weeks=self.walls[wall_name].reset_weeks)

    def band_counts(self, wall_name):
        """How many problems of each band are on a wall, in band order."""
        wall = self.walls[wall_name]
        bands = grades.BOULDER_BANDS if wall.kind == "boulder" else grades.ROUTE_BANDS
        counts = {name: 0 for name, _ in bands}
        for route in self.on_wall(wall_name):
            counts[route.band] += 1
        return counts

    def missing_bands(self, wall_name):
        return [name for name, count in self.band_counts(wall_name).items() if count == 0]

    def setter_counts(self):
        counts = {}
        for route in self.routes.values():
            counts[route.setter] = counts.get(route.setter, 0) + 1
        return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))
