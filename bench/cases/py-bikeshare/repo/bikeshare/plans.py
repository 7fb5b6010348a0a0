"""The plans a rider can be on. All amounts are whole cents."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Plan:
    name: str
    unlock_cents: int
    per_minute_cents: int
    free_minutes: int
    daily_cap_cents: int | None


PLANS: dict[str, Plan] = {
    "casual": Plan("casual", unlock_cents=100, per_minute_cents=25, free_minutes=0, daily_cap_cents=None),
    "day": Plan("day", unlock_cents=0, per_minute_cents=15, free_minutes=30, daily_cap_cents=1200),
    "member": Plan("member", unlock_cents=0, per_minute_cents=10, free_minutes=45, daily_cap_cents=600),
}


def plan_named(name: str) -> Plan:
    """The plan with this name (case-insensitive); KeyError for an unknown one."""
    try:
        return PLANS[name.strip().lower()]
    except KeyError:
        raise KeyError(f"no plan named {name!r}; known: {', '.join(sorted(PLANS))}") from None
