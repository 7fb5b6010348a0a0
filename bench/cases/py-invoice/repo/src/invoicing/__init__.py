"""Invoice totals: lines, discounts and VAT."""

from invoicing.invoice import Invoice, Line

__all__ = ["Invoice", "Line"]
