"""
Provides a pure-Python HTTP/2 framing layer.
"""
from __future__ import annotations

__version__ = "6.2.0+dev"
