"""Milk recording, fertility and milk payment for a dairy herd."""
