"""Reports: pure functions of a Diagnosis (markdown, json, text)."""
