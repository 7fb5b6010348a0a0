"""Results, tables, fixtures and statistics for a volleyball league."""

__version__ = "1.3.0"
