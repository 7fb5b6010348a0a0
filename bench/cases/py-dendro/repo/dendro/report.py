"""A plain-text cross-dating report."""

from __future__ import annotations

from dendro.crossdate import Match

T_SIGNIFICANT = 3.5


def format_match(m: Match) -> str:
    flag = "*" if m.t >= T_SIGNIFICANT else " "
    return f"{m.first_year:>6}-{m.last_year:<6}{m.overlap:>8}{m.r:>8.3f}{m.t:>8.2f}{m.glk * 100:>7.1f}% {flag}"


def report(sample_id: str, master_id: str, matches: list[Match], top: int = 5) -> str:
    lines = [
        f"Cross-dating {sample_id} against {master_id}",
        f"{'dated':>13}{'overlap':>8}{'r':>8}{'t':>8}{'GLK':>8}",
    ]
    lines += [format_match(m) for m in matches[:top]]
    if not matches:
        lines.append("  no position with enough overlap")
    elif matches[0].t < T_SIGNIFICANT:
        lines.append(f"  no position reaches t = {T_SIGNIFICANT}: undated")
    return "\n".join(lines)
