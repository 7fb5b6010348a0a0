"""The offline diagnoser: a deterministic Provider that plans tool calls from the log and writes a conclusion."""

OFFLINE_TURNS = 14  # its turns when no max_turns is set (its calls are local reads, not a paid model's requests)
