"""The morning weather digest."""
