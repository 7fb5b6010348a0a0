"""Room-by-room heat loss for sizing radiators and a heat pump."""
