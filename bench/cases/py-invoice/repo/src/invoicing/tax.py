"""VAT rates by region."""

from decimal import Decimal

from invoicing.money import share

VAT_RATES = {
    "DE": Decimal("0.19"),
    "FR": Decimal("0.20"),
    "NL": Decimal("0.21"),
    "LU": Decimal("0.17"),
}


class UnknownRegion(ValueError):
    """No VAT rate is known for the region."""


def vat_rate(region: str) -> Decimal:
    """The standard VAT rate of a region (ISO country code)."""
    try:
        return VAT_RATES[region.upper()]
    except KeyError:
        raise UnknownRegion(f"no VAT rate for region {region!r}") from None


def vat(cents: int, region: str) -> int:
    """The VAT owed on a net amount in cents."""
    return share(cents, vat_rate(region))
