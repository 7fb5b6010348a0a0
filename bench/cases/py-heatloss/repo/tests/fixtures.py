"""A two-bedroom end terrace in Edinburgh, as surveyed."""

from heatloss.rooms import GROUND, Room
from heatloss.survey import House


def gowan_brae():
    living = Room("Living room", "living", 4.2, 3.6, 2.5)
    living.add_wall("cavity wall, filled", 4.2, openings=[("double glazing", 1.8, 1.2)])
    living.add_wall("cavity wall, filled", 3.6)
    living.add_wall("internal stud wall", 3.6, boundary="Hall")
    living.add_floor("suspended timber floor")
    living.add_ceiling("intermediate floor", boundary="Front bedroom")

    kitchen = Room("Kitchen", "kitchen", 3.0, 2.8, 2.5)
    kitchen.add_wall("cavity wall, filled", 3.0, openings=[("double glazing", 1.2, 1.0), ("insulated door", 0.9, 2.0)])
    kitchen.add_wall("internal stud wall", 2.8, boundary="Living room")
    kitchen.add_floor("solid floor")
    kitchen.add_ceiling("intermediate floor", boundary="Bathroom")

    hall = Room("Hall", "hall", 3.6, 1.2, 2.5)
    hall.add_wall("cavity wall, filled", 1.2, openings=[("insulated door", 0.9, 2.0)])
    hall.add_floor("solid floor")

    front = Room("Front bedroom", "bedroom", 4.2, 3.4, 2.4)
    front.add_wall("cavity wall, filled", 4.2, openings=[("double glazing", 1.5, 1.2)])
    front.add_wall("cavity wall, filled", 3.4)
    front.add_floor("intermediate floor", boundary="Living room")
    front.add_ceiling("loft, 270 mm")

    back = Room("Back bedroom", "bedroom", 3.0, 2.6, 2.4)
    back.add_wall("cavity wall, filled", 3.0, openings=[("double glazing", 1.2, 1.2)])
    back.add_wall("internal stud wall", 2.6, boundary="Bathroom")
    back.add_ceiling("loft, 270 mm")

    bathroom = Room("Bathroom", "bathroom", 2.8, 2.0, 2.4)
    bathroom.add_wall("cavity wall, filled", 2.0, openings=[("double glazing", 0.6, 0.9)])
    bathroom.add_floor("intermediate floor", boundary="Kitchen")
    bathroom.add_ceiling("loft, 270 mm")

    return House("14 Gowan Brae", "Edinburgh", [living, kitchen, hall, front, back, bathroom])


__all__ = ["gowan_brae", "GROUND"]
