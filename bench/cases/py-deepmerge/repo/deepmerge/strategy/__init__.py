from .core import StrategyList, StrategyCallable, StrategyListInitable
from .dict import DictStrategies
from .fallback import FallbackStrategies
from .list import ListStrategies
from .set import SetStrategies
from .type_conflict import TypeConflictStrategies

__all__ = [
    "StrategyList",
    "StrategyCallable",
    "StrategyListInitable",
    "DictStrategies",
    "FallbackStrategies",
    "ListStrategies",
    "SetStrategies",
    "TypeConflictStrategies",
]
