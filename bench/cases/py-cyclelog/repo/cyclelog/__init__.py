"""cyclelog: a small ride log with weekly summaries."""
