from perfumery.formula import parse_formula
from perfumery.materials import load_catalog

CATALOG_TEXT = """\
# name, EUR/kg, strength, IFRA limits (category:percent)
Bergamot oil FCF, 95, 1, 4:2.0;5A:0.4
Hedione, 40, 1,
Iso E Super, 35, 1, 4:21.4;5A:4.6
Ambroxan 10%, 120, 0.1,
Oakmoss absolute 10%, 300, 0.1, 4:0.1;5A:0.02
Citral, 30, 1, 4:0.6;5A:0.1
Galaxolide 50%, 20, 0.5, 4:4.2;5A:1.1
"""

CHYPRE_TEXT = """\
# a chypre study, 1000 parts
120 Bergamot oil FCF
250 Hedione
200 Iso E Super
 80 Ambroxan 10%        # ambergris note
 60 Oakmoss absolute 10%
 20 Citral
270 Galaxolide 50%
"""


def catalog():
    return load_catalog(CATALOG_TEXT)


def chypre():
    return parse_formula("Chypre study", CHYPRE_TEXT, catalog())
