"""Lake profile summaries: stratification and oxygen from a sonde cast."""

from .profile import Profile, Reading, parse_profile

__all__ = ["Profile", "Reading", "parse_profile"]
