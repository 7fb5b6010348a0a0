"""Stock items and what they are worth."""
