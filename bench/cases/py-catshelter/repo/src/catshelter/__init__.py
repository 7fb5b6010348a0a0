"""Record-keeping for a small cat rescue."""

__version__ = "0.3.0"
