"""Weekly hours and pay for shift workers."""

from shiftweek.models import Shift
from shiftweek.pay import weekly_pay
from shiftweek.payslip import payslip
from shiftweek.weeks import week_of, weekly_minutes

__all__ = ["Shift", "payslip", "week_of", "weekly_minutes", "weekly_pay"]
