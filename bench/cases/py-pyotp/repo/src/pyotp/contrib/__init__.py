# mypy: implicit-reexport
from .steam import Steam
