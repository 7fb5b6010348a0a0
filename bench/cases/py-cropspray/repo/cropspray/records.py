"""The spray record: what went on which field, and when."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from .products import Product


@dataclass(frozen=True)
class Application:
    field: str
    product: str
    on: date
    litres: float


class SprayRecord:
    def __init__(self, catalogue: dict[str, Product]):
        self.catalogue = catalogue
        self.applications: list[Application] = []

    def add(self, application: Application) -> None:
        product = self.catalogue[application.product]
        used = self.doses_used(application.field, application.product, application.on.year)
        if used >= product.max_doses:
            raise ValueError(
                f"{application.field}: {product.name} already has {used} of {product.max_doses} doses"
            )
        self.applications.append(application)

    def doses_used(self, field: str, product: str, season: int) -> int:
        return sum(
            1
            for a in self.applications
            if a.field == field and a.product == product and a.on.year == season
        )

    def earliest_harvest(self, field: str) -> date | None:
        dates = [
            a.on + timedelta(days=self.catalogue[a.product].harvest_interval_days)
            for a in self.applications
            if a.field == field
        ]
        return max(dates, default=None)

    def for_field(self, field: str) -> list[Application]:
        return sorted((a for a in self.applications if a.field == field), key=lambda a: a.on)
