"""The read-only tools the model may call; the registry is a literal tuple."""
