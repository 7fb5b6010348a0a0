"""The offline diagnoser: a deterministic Provider that plans tool calls from the log and writes a conclusion."""
