"""Internal helpers for inline Markdown parsing."""
