"""stakenet: glacier mass balance from an ablation stake network."""

from .model import Reading, Stake
from .notebook import parse_notebook
from .balance import point_balance, season_balance, network_balance
from .profile import band_balances, glacier_wide_balance

__all__ = [
    "Reading",
    "Stake",
    "parse_notebook",
    "point_balance",
    "season_balance",
    "network_balance",
    "band_balances",
    "glacier_wide_balance",
]
