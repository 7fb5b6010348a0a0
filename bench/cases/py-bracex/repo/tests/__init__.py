"""Unit test module."""
