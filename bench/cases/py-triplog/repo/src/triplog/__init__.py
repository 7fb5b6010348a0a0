"""Travel emissions for a team's trip log."""

from triplog.factors import FACTORS, factor_for
from triplog.report import MonthlyReport, monthly_report
from triplog.trip import Trip, emissions_g

__all__ = ["FACTORS", "MonthlyReport", "Trip", "emissions_g", "factor_for", "monthly_report"]
