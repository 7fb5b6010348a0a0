"""Column statistics for CSV files."""
