"""Weights, moisture and colour conversions used across the maltings."""

KG_PER_TONNE = 1000.0


def tonnes_to_kg(tonnes):
    return tonnes * KG_PER_TONNE


def kg_to_tonnes(kg):
    return kg / KG_PER_TONNE


def _check_moisture(moisture_pct):
    if not 0 <= moisture_pct < 100:
        raise ValueError(f"moisture must be in [0, 100), got {moisture_pct}")


def dry_matter(weight, moisture_pct):
    """The dry matter in `weight` of grain at `moisture_pct` (same unit out)."""
    _check_moisture(moisture_pct)
    return weight * (100.0 - moisture_pct) / 100.0


def at_moisture(dry_weight, moisture_pct):
    """The weight that `dry_weight` of dry matter has at `moisture_pct`."""
    _check_moisture(moisture_pct)
    return dry_weight * 100.0 / (100.0 - moisture_pct)


def water_in(weight, moisture_pct):
    """The water held in `weight` of grain at `moisture_pct`."""
    return weight - dry_matter(weight, moisture_pct)


def ebc_to_srm(ebc):
    """EBC colour units to SRM (the factor the brewing trade uses)."""
    return ebc * 0.508


def srm_to_ebc(srm):
    return srm / 0.508


def nitrogen_to_protein(nitrogen_pct):
    """Total nitrogen to crude protein, with the cereal factor 6.25."""
    return nitrogen_pct * 6.25
