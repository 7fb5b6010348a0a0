"""Hotel valet parking desk: tickets, bays, tariffs, retrievals and the nightly report."""

__version__ = "1.3.0"
