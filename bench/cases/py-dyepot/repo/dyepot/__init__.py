"""Recipes and dye-day sheets for natural dyeing of yarn."""
