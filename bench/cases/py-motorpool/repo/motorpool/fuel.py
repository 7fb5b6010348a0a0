"""Fuel cards: fill-ups and consumption per vehicle."""

from dataclasses import dataclass
from datetime import date

from .units import litres_per_100km, mpg, round_money


@dataclass
class FillUp:
    registration: str
    day: date
    litres: float
    price_per_litre: float
    odometer_km: int
    full_tank: bool = True

    @property
    def cost(self):
        return round_money(self.litres * self.price_per_litre)


class FuelLog:
    def __init__(self):
        self.fills = []

    def add(self, fill):
        if fill.litres <= 0:
            raise ValueError("a fill-up needs fuel")
        self.fills.append(fill)

    def for_vehicle(self, registration):
        return sorted((f for f in self.fills if f.registration == registration),
                      key=lambda f: (f.odometer_km, f.day))

    def spend(self, registration=None):
        fills = self.fills if registration is None else self.for_vehicle(registration)
        return round_money(sum(f.cost for f in fills))

    def consumption(self, registration):
        """(l/100km, mpg) between the first and last full-tank fills.

        Fuel put in after the first full tank, up to and including the last
        full tank, was burnt over the distance between them.
        """
        fills = self.for_vehicle(registration)
        full = [i for i, f in enumerate(fills) if f.full_tank]
        if len(full) < 2:
            return None
        first, last = full[0], full[-1]
        km = fills[last].odometer_km - fills[first].odometer_km
        litres = sum(f.litres for f in fills[first + 1:last + 1])
        if km <= 0:
            return None
        return litres_per_100km(litres, km), mpg(litres, km)
