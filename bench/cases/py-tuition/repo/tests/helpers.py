from datetime import date

from tuition.pupils import Family, Pupil
from tuition.terms import academic_year

TERMS = academic_year(2024)
AUTUMN, SPRING, SUMMER = TERMS


def okafor():
    family = Family("OK-0417", "Mr and Mrs Okafor")
    family.add(Pupil("Ada", date(2019, 6, 20)))
    family.add(Pupil("Chidi", date(2010, 3, 14)))
    family.add(Pupil("Ngozi", date(2014, 11, 2)))
    return family


def hale():
    family = Family("HA-0088", "Ms Hale")
    family.add(Pupil("Rosa", date(2012, 9, 1), staff_child=True))
    family.add(Pupil("Tom", date(2016, 1, 30), staff_child=True, new=True))
    return family
