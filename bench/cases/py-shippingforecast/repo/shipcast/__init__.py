"""Read the shipping forecast: winds, weather and visibility for each sea area, and the gale warnings."""

from shipcast.forecast import Forecast
from shipcast.parser import AreaForecast, ParseError, Wind, parse_bulletin, parse_wind

__all__ = ["AreaForecast", "Forecast", "ParseError", "Wind", "parse_bulletin", "parse_wind"]
