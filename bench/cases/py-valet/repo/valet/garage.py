"""The hotel's garage: levels of bays and who is parked where."""

from dataclasses import dataclass

from .vehicles import fits


class GarageFull(Exception):
    pass


@dataclass
class Bay:
    code: str
    level: int
    bay_type: str
    charger: bool = False
    distance: int = 0  # metres from the lift on that level
    plate: str = None

    @property
    def free(self):
        return self.plate is None


class Garage:
    def __init__(self, bays):
        self.bays = list(bays)
        codes = [b.code for b in self.bays]
        if len(set(codes)) != len(codes):
            raise ValueError("bay codes must be unique")

    def bay(self, code):
        for b in self.bays:
            if b.code == code:
                return b
        raise KeyError(code)

    def where(self, plate):
        for b in self.bays:
            if b.plate == plate:
                return b
        return None

    def free_bays(self, vehicle):
        return [b for b in self.bays if b.free and fits(vehicle.size, b.bay_type)]

    def choose(self, vehicle):
        """The best free bay for a vehicle.

        Electric cars go to a charger bay when one is free, and other cars
        keep off the chargers while they can. Then the tightest bay type wins,
        so that big bays are kept for big cars, then the level nearest the
        street, then the bay nearest the lift.
        """
        candidates = self.free_bays(vehicle)
        if not candidates:
            raise GarageFull(vehicle.plate)
        if vehicle.electric:
            charging = [b for b in candidates if b.charger]
            if charging:
                candidates = charging
        else:
            plain = [b for b in candidates if not b.charger]
            if plain:
                candidates = plain
        order = {"compact": 0, "standard": 1, "ground": 2}
        return min(candidates, key=lambda b: (order[b.bay_type], abs(b.level), b.distance, b.code))

    def park(self, vehicle):
        if self.where(vehicle.plate):
            raise ValueError(f"{vehicle.plate} is already parked")
        bay = self.choose(vehicle)
        bay.plate = vehicle.plate
        return bay

    def release(self, plate):
        bay = self.where(plate)
        if bay is None:
            raise KeyError(plate)
        bay.plate = None
        return bay

    def occupancy(self):
        taken = sum(1 for b in self.bays if not b.free)
        return taken, len(self.bays)

    def occupancy_by_level(self):
        levels = {}
        for b in self.bays:
            taken, total = levels.get(b.level, (0, 0))
            levels[b.level] = (taken + (0 if b.free else 1), total + 1)
        return dict(sorted(levels.items()))
