"""Daily logs of a bird ringing station."""
