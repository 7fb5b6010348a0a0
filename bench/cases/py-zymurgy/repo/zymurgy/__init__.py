"""Homebrew recipe arithmetic: gravity, bitterness, colour and style checks."""
