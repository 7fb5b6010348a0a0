"""Tank mixes, spray windows and the spray record for an arable farm."""

from .fields import Field
from .products import Product, load_catalogue

__all__ = ["Field", "Product", "load_catalogue"]
__version__ = "0.5.0"
