"""Substrate batches, grow bags, flushes and yields for a small gourmet mushroom farm."""
