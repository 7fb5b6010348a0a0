"""Termly fee billing for an independent day school."""
