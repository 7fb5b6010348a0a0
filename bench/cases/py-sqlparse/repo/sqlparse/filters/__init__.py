#
# Copyright (C) 2009-2020 the sqlparse authors and contributors
# <see AUTHORS file>
#
# This module is part of python-sqlparse and is released under
# the BSD License: https://opensource.org/licenses/BSD-3-Clause

from sqlparse.filters.aligned_indent import AlignedIndentFilter
from sqlparse.filters.others import (
    SerializerUnicode,
    SpacesAroundOperatorsFilter,
    StripCommentsFilter,
    StripTrailingSemicolonFilter,
    StripWhitespaceFilter,
)
from sqlparse.filters.output import OutputPHPFilter, OutputPythonFilter
from sqlparse.filters.reindent import ReindentFilter
from sqlparse.filters.right_margin import RightMarginFilter
from sqlparse.filters.tokens import (
    IdentifierCaseFilter,
    KeywordCaseFilter,
    TruncateStringFilter,
)

__all__ = [
    'AlignedIndentFilter',
    'IdentifierCaseFilter',
    'KeywordCaseFilter',
    'OutputPHPFilter',
    'OutputPythonFilter',
    'ReindentFilter',
    'RightMarginFilter',
    'SerializerUnicode',
    'SpacesAroundOperatorsFilter',
    'StripCommentsFilter',
    'StripTrailingSemicolonFilter',
    'StripWhitespaceFilter',
    'TruncateStringFilter',
]
