"""The quote for a job ticket on a sail, in pence."""

from __future__ import annotations

from dataclasses import dataclass

from sailloft import sails
from sailloft.cloth import PriceBook, labour_cost
from sailloft.jobs import Job

TAPE_MINUTES_PER_M = 6
PATCH_MINUTES_PER_M2 = 90
RECUT_MINUTES_PER_M = 20


@dataclass(frozen=True)
class Quote:
    sail: str
    job: str
    materials: int
    labour: int

    @property
    def total(self) -> int:
        return self.materials + self.labour


def _edge(sail: sails.Sail, edge: str) -> float:
    if edge == "luff":
        return sail.luff_m
    if edge == "leech":
        return sail.leech_m
    if edge == "foot":
        return sail.foot_m
    raise ValueError(f"unknown edge {edge!r}")


def quote(sail: sails.Sail, job: Job, book: PriceBook) -> Quote:
    if job.kind == "retape":
        assert job.edge is not None
        metres = _edge(sail, job.edge)
        materials = round(metres * book.tape_price("dacron-50"))
        minutes = round(metres * TAPE_MINUTES_PER_M)
    elif job.kind == "patch":
        materials = round(job.size * book.cloth_price(sail.cloth))
        minutes = round(job.size * PATCH_MINUTES_PER_M2)
    elif job.kind == "recut":
        assert job.edge is not None
        # the recut edge is retaped as well
        metres = _edge(sail, job.edge)
        materials = round(metres * book.tape_price("dacron-50"))
        minutes = round(metres * (RECUT_MINUTES_PER_M + TAPE_MINUTES_PER_M))
    else:
        raise ValueError(f"cannot quote job {job.kind!r}")
    labour = labour_cost(book, minutes)
    if materials + labour < book.minimum_charge:
        labour = book.minimum_charge - materials
    return Quote(sail.name, job.kind, materials, labour)
