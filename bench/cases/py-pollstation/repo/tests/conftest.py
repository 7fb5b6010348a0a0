import pytest

from pollstation.allocation import read_districts
from pollstation.register import read_register

REGISTER = """\
elector_no,surname,forenames,house,street,postcode,absent_vote
KA-0001,Ahmed,Nadia,3,Mill Rd,ab1 2cd,
KA-0002,Ahmed,Yusuf,3,Mill Rd,ab1 2cd,P
KA-0003,Bell,Thomas,14,Church Ln,AB1 2CE,
KA-0004,Corrigan,Aoife,2,church lane,AB1 2CE,
KB-0001,Davies,Rhys,7,St Mary's Road,AB1 3AA,
KB-0002,Evans,Megan,9,St Mary's Rd.,AB1 3AA,P
KB-0003,Fraser,Ian,1,Upper Bridge St.,AB1 3AB,
KB-0004,Grant,Lily,21,Orchard Ave,AB1 3AD,
KB-0005,Grant,Oliver,21,Orchard Ave,AB1 3AD,
"""

DISTRICTS = """\
# code | polling station | streets
KA | St Barnabas Church Hall | Mill Road; Church Lane
KB | Orchard Primary School | St Mary's Road; Upper Bridge Street; Orchard Avenue
"""


@pytest.fixture
def register_text():
    return REGISTER


@pytest.fixture
def register():
    return read_register(REGISTER)


@pytest.fixture
def districts():
    return read_districts(DISTRICTS)
