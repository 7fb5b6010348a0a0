"""Signed webhook delivery."""
