from datetime import date
from decimal import Decimal

from selfstore.tenancy import Book, Customer
from selfstore.units import Facility


def site() -> Facility:
    f = Facility("Wharf Road Self Storage")
    for n in range(1, 5):
        f.add(f"A{n:02d}", "25")
    for n in range(5, 9):
        f.add(f"A{n:02d}", "50")
    f.add("A09", "200")
    f.add("B01", "75", floor=1, climate=True)
    f.add("B02", "75", floor=1)
    f.add("B03", "100", floor=1, climate=True)
    f.add("B04", "100", floor=1)
    f.add("C01", "100", floor=2)
    f.add("C02", "150", floor=2)
    f.add("L01", "L")
    f.add("L02", "L")
    return f


HALE = Customer("C1001", "Priya Hale", "priya.hale@example.invalid")
MORGAN = Customer("C1002", "Gareth Morgan", "g.morgan@example.invalid")
OSEI = Customer("C1003", "Kwame Osei", "kwame.osei@example.invalid")
BRAMBLE = Customer("C1004", "Bramble & Co Florists", "accounts@bramble.example.invalid")


def let_site():
    """The site with four tenancies in spring 2024."""
    f = site()
    book = Book()
    book.move_in(HALE, f.unit("A05"), date(2024, 3, 17), cover=Decimal("2000"))    # T00001
    book.move_in(MORGAN, f.unit("B03"), date(2024, 3, 1))                          # T00002
    book.move_in(OSEI, f.unit("C02"), date(2024, 1, 31), cover=Decimal("5000"))    # T00003
    book.move_in(BRAMBLE, f.unit("A09"), date(2024, 4, 8), cover=Decimal("10000"))  # T00004
    return f, book
