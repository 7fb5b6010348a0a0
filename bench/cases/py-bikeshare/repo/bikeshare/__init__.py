"""Fares, daily caps and monthly statements for a city bike-share scheme."""

from bikeshare.billing import Statement, statement
from bikeshare.fares import fare
from bikeshare.plans import PLANS, Plan, plan_named
from bikeshare.rides import Ride, ride_minutes

__all__ = ["PLANS", "Plan", "Ride", "Statement", "fare", "plan_named", "ride_minutes", "statement"]
