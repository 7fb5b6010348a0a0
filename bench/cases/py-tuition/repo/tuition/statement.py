"""The statement sent home with an invoice."""

from .money import fmt


def render(invoice, family_name: str, payments=()) -> str:
    width = 44
    rows = [f"{family_name} - account {invoice.account}", invoice.term, "-" * (width + 12)]
    for line in invoice.lines:
        rows.append(f"{line.description:<{width}}{fmt(line.amount):>12}")
    rows.append("-" * (width + 12))
    rows.append(f"{'Total due':<{width}}{fmt(invoice.total):>12}")
    for due, amount in payments:
        rows.append(f"{'  debit ' + due.strftime('%d %b %Y'):<{width}}{fmt(amount):>12}")
    return "\n".join(rows) + "\n"
