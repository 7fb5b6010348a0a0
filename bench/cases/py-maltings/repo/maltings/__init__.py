"""Batch records for a small floor-and-drum maltings.

Barley comes in by the lorry load, is checked against the intake spec, cleaned,
steeped, germinated and kilned, and leaves as malt with an analysis certificate.
"""

__version__ = "0.4.0"
