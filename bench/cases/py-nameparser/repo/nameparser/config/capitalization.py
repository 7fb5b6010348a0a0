# -*- coding: utf-8 -*-
from __future__ import unicode_literals

CAPITALIZATION_EXCEPTIONS = (
    ('ii', 'II'),
    ('iii', 'III'),
    ('iv', 'IV'),
    ('md', 'M.D.'),
    ('phd', 'Ph.D.'),
)
"""
Any pieces that are not capitalized by capitalizing the first letter.
"""