"""seedswap: stock, holds and collections for a community seed library."""

from seedswap.catalog import Catalog, HoldError
from seedswap.models import Hold, Variety

__all__ = ["Catalog", "Hold", "HoldError", "Variety"]
