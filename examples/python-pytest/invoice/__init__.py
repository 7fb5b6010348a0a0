"""A tiny invoicing library: line totals, discounts and VAT."""
