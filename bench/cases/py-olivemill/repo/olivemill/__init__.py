"""Pressing days at a cooperative olive mill."""

__version__ = "0.3.0"
