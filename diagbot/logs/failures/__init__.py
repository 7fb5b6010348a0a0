"""Failure parsing: per-framework block and line rules, message wording, stateful stream parsers, the merge."""
