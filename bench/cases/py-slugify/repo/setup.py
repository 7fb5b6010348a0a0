"""Compatibility shim; metadata and build configuration live in pyproject.toml."""
from setuptools import setup

setup()
