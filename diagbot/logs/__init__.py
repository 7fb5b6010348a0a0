"""Failure logs: bounded reading, cleaning, redaction, and failure extraction into an excerpt."""
