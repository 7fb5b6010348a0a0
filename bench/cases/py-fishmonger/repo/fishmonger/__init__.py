"""Counter, stock and till for a fishmonger's shop."""

__version__ = "0.4.0"
