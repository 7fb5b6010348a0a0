"""Stock lengths, weights and cut lists for a blacksmith's forge."""

__version__ = "0.3.0"
