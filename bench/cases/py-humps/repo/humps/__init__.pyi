from humps.main import (
    camelize,
    decamelize,
    kebabize,
    dekebabize,
    depascalize,
    is_camelcase,
    is_pascalcase,
    is_kebabcase,
    is_snakecase,
    pascalize,
)

__all__ = [
    "camelize",
    "decamelize",
    "kebabize",
    "dekebabize",
    "depascalize",
    "is_camelcase",
    "is_pascalcase",
    "is_kebabcase",
    "is_snakecase",
    "pascalize",
]
