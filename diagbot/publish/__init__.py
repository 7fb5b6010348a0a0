"""Publishing a report: GitHub PR comment, job summary and annotations; GitLab MR note."""
