"""Flight planning for a hot-air balloon operator."""

__version__ = "0.6.0"
