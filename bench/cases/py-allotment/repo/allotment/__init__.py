"""Rent and water invoices for an allotment society."""
