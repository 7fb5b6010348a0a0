"""Reductions on fish near the end of its shelf life."""

# Per cent off on the last day a batch may be sold.
LAST_DAY_REDUCTION = 30
# Per cent off the day before that, for fish that keeps four days or more.
PENULTIMATE_REDUCTION = 15


def reduction(batch, on):
    """Per cent off for `batch` on day `on` (0 if full price)."""
    if not batch.sellable(on):
        raise ValueError(f"batch {batch.batch_id} cannot be sold on {on}")
    days_left = (batch.last_sale_day - on).days
    if days_left == 0:
        return LAST_DAY_REDUCTION
    if days_left == 1 and batch.species.shelf_life >= 4:
        return PENULTIMATE_REDUCTION
    return 0


def reduced(price_per_kg, percent):
    """Price per kg after `percent` off, rounded down to whole pence."""
    return price_per_kg * (100 - percent) // 100
