"""Port dues for a small commercial harbour: harbour dues, berth hire and cargo dues."""

__version__ = "0.4.0"
