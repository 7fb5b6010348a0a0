"""Day-to-day tools for an indoor climbing gym: grades, route setting,
memberships and visits, belay certificates and bouldering competitions."""

__version__ = "0.4.0"
