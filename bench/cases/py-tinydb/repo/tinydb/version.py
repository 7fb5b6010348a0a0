__version__ = '4.8.2'
