__version__ = "3.13"
