from joinery.cutlist import cutting_list
from joinery.quote import quote
from joinery.report import cutting_list_text, pounds, quote_text


def test_pounds():
    assert pounds(5) == "£0.05"
    assert pounds(123456) == "£1,234.56"
    assert pounds(-250) == "-£2.50"


def test_cutting_list_text(bookcase_parts):
    expected = """\
European oak, 20 x 95 finished (23 x 100 sawn)
  1. 1.80 m: Plinth rail 820, Plinth rail 820; offcut 152
European oak, 20 x 250 finished (23 x 255 sawn)
  1. 5.10 m: Side 2020, Side 2020, Shelf 780; offcut 268
  2. 2.40 m: Shelf 780, Shelf 780, Shelf 780; offcut 48
European oak, 20 x 280 finished (23 x 285 sawn)
  1. 1.80 m: Top 840; offcut 956
Scandinavian redwood, 12 x 95 finished (15 x 100 sawn)
  1. 3.90 m: Back slat 1800, Back slat 1800; offcut 292
  2. 3.90 m: Back slat 1800, Back slat 1800; offcut 292
  3. 3.90 m: Back slat 1800, Back slat 1800; offcut 292
  4. 2.10 m: Back slat 1800; offcut 296
8 boards, 24.90 m, 53.7 kg, waste 10.4%
"""
    assert cutting_list_text(cutting_list(bookcase_parts)) == expected


def test_quote_text(bookcase):
    expected = """\
Oak bookcase, 2000 x 800
========================
Timber (8 boards)                            £198.62
Finish                                        £15.96
Hardware                                      £13.40
Labour (7 h 49 min)                          £375.20
Materials handling 30%                        £68.39
Net                                          £671.57
VAT 20%                                      £134.31
Total                                        £805.88
"""
    assert quote_text(quote(bookcase)) == expected
