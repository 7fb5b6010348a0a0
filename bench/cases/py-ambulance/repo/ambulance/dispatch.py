"""Choosing which vehicle to send to a call."""

from dataclasses import dataclass

from . import geo


@dataclass(frozen=True)
class Assignment:
    call_ref: str
    callsign: str
    eta_minutes: float


def eligible(vehicle, call):
    """Whether a vehicle may be sent to a call of this category.

    Category 1 calls take the nearest resource of any kind; every other
    category needs a vehicle that can convey the patient.
    """
    if not vehicle.available:
        return False
    if call.category == 1:
        return True
    return vehicle.can_convey


def choose(fleet, call, area="urban"):
    """The eligible vehicle with the shortest ETA, or None if none is free."""
    best = None
    for vehicle in fleet.available():
        if not eligible(vehicle, call):
            continue
        eta = geo.travel_minutes(vehicle.position, call.location, area)
        key = (eta, vehicle.callsign)
        if best is None or key < best[0]:
            best = (key, vehicle)
    if best is None:
        return None
    (eta, _), vehicle = best
    return Assignment(call.ref, vehicle.callsign, round(eta, 1))


def priority_order(calls):
    """Calls in the order they should be resourced: category, then waiting longest."""
    return sorted(calls, key=lambda c: (c.category, c.received, c.ref))


def dispatch_all(fleet, calls, area="urban"):
    """Resource a stack of waiting calls.

    Returns (assignments, held) where held lists the refs of calls left
    waiting because no eligible vehicle was free.
    """
    assignments = []
    held = []
    for call in priority_order(calls):
        assignment = choose(fleet, call, area)
        if assignment is None:
            held.append(call.ref)
            continue
        fleet.assign(assignment.callsign, call.ref)
        assignments.append(assignment)
    return assignments, held
