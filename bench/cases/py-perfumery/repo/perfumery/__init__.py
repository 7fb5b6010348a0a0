"""Perfume formulas: materials, dilutions, IFRA limits, costing and a formula sheet."""
