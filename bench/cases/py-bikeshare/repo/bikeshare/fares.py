"""What one ride costs on a plan."""

from __future__ import annotations

from bikeshare.plans import Plan
from bikeshare.rides import Ride, ride_minutes


def chargeable_minutes(ride: Ride, plan: Plan) -> int:
    """Minutes past the plan's free minutes (0 for a ride within them)."""
    return max(0, ride_minutes(ride) - plan.free_minutes)


def fare(ride: Ride, plan: Plan) -> int:
    """The unlock fee plus the per-minute price of the chargeable minutes, in cents."""
    return plan.unlock_cents + plan.per_minute_cents * chargeable_minutes(ride, plan)
