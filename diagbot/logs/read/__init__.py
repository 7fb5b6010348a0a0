"""Reading a log: bounded reading of any size, the streaming marker scan, line cleaning."""
