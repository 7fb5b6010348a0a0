"""Volumetric analysis for a teaching lab: burette readings to concentrations."""
