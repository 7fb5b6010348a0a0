"""Intake, pressing and payments for a small cider mill."""

from .intake import Delivery, IntakeError, load_deliveries, parse_delivery
from .payments import statement
from .pressing import Batch, press
from .report import day_sheet

__all__ = [
    "Batch",
    "Delivery",
    "IntakeError",
    "day_sheet",
    "load_deliveries",
    "parse_delivery",
    "press",
    "statement",
]
