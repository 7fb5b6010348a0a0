"""Plain-text report of a Summary."""

from __future__ import annotations

from accesslog.stats import Summary, top_paths


def _fmt_bytes(n: int) -> str:
    return f"{n} B"


def format_summary(summary: Summary, top: int = 3) -> str:
    lines = [
        f"requests:  {summary.requests}",
        f"malformed: {summary.malformed}",
        f"sent:      {_fmt_bytes(summary.bytes_sent)}",
        f"clients:   {summary.distinct_hosts}",
        f"errors:    {summary.error_rate:.1%}",
    ]
    for cls in sorted(summary.status_classes):
        lines.append(f"  {cls}: {summary.status_classes[cls]}")
    if summary.paths:
        lines.append("top paths:")
        for path, count in top_paths(summary, top):
            lines.append(f"  {count:>5}  {path}")
    return "\n".join(lines)
