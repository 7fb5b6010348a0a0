"""Order exports normalised into EUR records."""
