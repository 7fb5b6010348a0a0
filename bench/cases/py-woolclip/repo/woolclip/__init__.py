"""Tally board, shearers' pay and the wool press log of a shearing shed."""

__version__ = "0.6.0"
