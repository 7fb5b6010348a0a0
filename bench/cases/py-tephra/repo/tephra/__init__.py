"""Field-survey arithmetic for tephra fall deposits."""

__version__ = "0.3.0"
