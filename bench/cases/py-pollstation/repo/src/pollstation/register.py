"""The register of electors, as the election management system exports it."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from .streets import normalise

FIELDS = ("elector_no", "surname", "forenames", "house", "street", "postcode", "absent_vote")


class RegisterError(ValueError):
    """A register export that cannot be read."""


@dataclass(frozen=True)
class Elector:
    number: str  # polling district code, a dash, the number in the district: "KA-0012"
    surname: str
    forenames: str
    house: str
    street: str
    postcode: str
    postal: bool = False

    @property
    def district(self) -> str:
        return self.number.split("-", 1)[0]

    @property
    def address(self) -> str:
        return f"{self.house} {self.street}, {self.postcode}"


def read_register(text: str) -> list[Elector]:
    reader = csv.DictReader(io.StringIO(text))
    missing = [field for field in FIELDS if field not in (reader.fieldnames or [])]
    if missing:
        raise RegisterError(f"register lacks columns: {', '.join(missing)}")
    electors = []
    for line, row in enumerate(reader, start=2):
        number = row["elector_no"].strip()
        if "-" not in number:
            raise RegisterError(f"line {line}: bad elector number {number!r}")
        electors.append(
            Elector(
                number=number,
                surname=row["surname"].strip(),
                forenames=row["forenames"].strip(),
                house=row["house"].strip(),
                street=normalise(row["street"]),
                postcode=row["postcode"].strip().upper(),
                postal=row["absent_vote"].strip().upper() == "P",
            )
        )
    return electors
