"""Entries, judging and results for a county quilt show."""
