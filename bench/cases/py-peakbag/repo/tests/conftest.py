import pytest

from peakbag import parse_log

LOG = """\
# spring 2025
2025-04-12  Ben Lomond  974m  5h20  NS367028
2025-05-03  The Cobbler  884m  4h45  NN259058
2025-06-21  Ben Nevis  1345m  7h50  NN16637128

# 2026
2026-03-14  Ben Lomond  974m  4h55  NS36700280
2026-05-09  Schiehallion  1083m  4h10  NN71375477
2026-07-18  Tinto  711m  2h05  NS953343
"""


@pytest.fixture
def ascents():
    return parse_log(LOG)
