"""CI log sources: a GitHub run's failed jobs, a GitLab job's trace. Fetches logs; knows no model."""
