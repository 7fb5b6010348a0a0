"""Glaze recipes for a shared pottery studio: batch weights, costs and kiln loads."""

__version__ = "0.4.0"
