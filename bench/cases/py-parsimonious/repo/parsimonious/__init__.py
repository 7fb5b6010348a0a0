"""Parsimonious's public API. Import from here.

Things may move around in modules deeper than this one.

"""
from parsimonious.exceptions import (ParseError, IncompleteParseError,
                                     VisitationError, UndefinedLabel,
                                     BadGrammar)
from parsimonious.grammar import Grammar, TokenGrammar
from parsimonious.nodes import NodeVisitor, VisitationError, rule
