"""Overnight piste grooming plans for a small ski area's snowcats."""

from snowgroomer.config import GroomerConfig, load_config
from snowgroomer.pistes import Piste, parse_pistes
from snowgroomer.plan import NightPlan, night_plan

__all__ = ["GroomerConfig", "load_config", "Piste", "parse_pistes", "NightPlan", "night_plan"]
