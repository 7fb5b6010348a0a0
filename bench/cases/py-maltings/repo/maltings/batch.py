"""A malting batch: one steeping lot through steep, germination and kiln."""

from dataclasses import dataclass
from datetime import timedelta

from . import barley, germination, kilning, steeping, units


@dataclass
class Batch:
    batch_id: str
    lot: barley.BarleyLot
    schedule: tuple
    plan: germination.GerminationPlan
    programme: kilning.KilnProgramme

    @property
    def steep_tonnes(self):
        """Barley into the steep, screenings removed."""
        return barley.cleaned_tonnes(self.lot)

    @property
    def steep_dry_kg(self):
        return units.dry_matter(units.tonnes_to_kg(self.steep_tonnes), self.lot.moisture)

    @property
    def steep_out_moisture(self):
        return steeping.steep_out_moisture(self.lot.moisture, self.schedule)

    @property
    def green_kg(self):
        """Green malt cast onto the kiln: respired dry matter gone, rootlets still on."""
        dry = self.steep_dry_kg * (1 - germination.respiration_loss_pct(self.plan) / 100)
        return units.at_moisture(dry, self.steep_out_moisture)

    @property
    def malt_kg(self):
        """Malt off the deculmer at kiln-off moisture."""
        dry = self.steep_dry_kg * (1 - germination.malting_loss_pct(self.plan) / 100)
        return units.at_moisture(dry, self.programme.final_moisture)

    @property
    def malt_tonnes(self):
        return round(units.kg_to_tonnes(self.malt_kg), 2)

    @property
    def yield_pct(self):
        """Malt out per barley in, both as weighed."""
        return round(100 * self.malt_kg / units.tonnes_to_kg(self.lot.tonnes), 1)

    @property
    def dry_yield_pct(self):
        """Malt dry matter out per barley dry matter in."""
        malt_dry = units.dry_matter(self.malt_kg, self.programme.final_moisture)
        return round(100 * malt_dry / units.tonnes_to_kg(self.lot.dry_tonnes), 1)

    @property
    def steep_water_m3(self):
        return steeping.water_m3(self.steep_tonnes, self.schedule)

    @property
    def kiln_energy_kwh(self):
        return kilning.energy_kwh(self.green_kg, self.steep_out_moisture, self.programme)

    def timeline(self, start):
        """(stage, start, end) for steep, germination and kiln, back to back."""
        stages = [
            ("steep", timedelta(hours=steeping.steep_hours(self.schedule))),
            ("germination", timedelta(days=self.plan.days)),
            ("kiln", timedelta(hours=self.programme.hours)),
        ]
        out = []
        at = start
        for name, length in stages:
            out.append((name, at, at + length))
            at += length
        return out

    def ready_at(self, start):
        return self.timeline(start)[-1][2]

    def summary(self):
        return {
            "batch": self.batch_id,
            "lot": self.lot.lot_id,
            "variety": self.lot.variety,
            "steep_tonnes": round(self.steep_tonnes, 2),
            "steep_out_moisture": round(self.steep_out_moisture, 1),
            "green_tonnes": round(units.kg_to_tonnes(self.green_kg), 2),
            "malt_tonnes": self.malt_tonnes,
            "yield_pct": self.yield_pct,
            "dry_yield_pct": self.dry_yield_pct,
            "steep_water_m3": self.steep_water_m3,
            "kiln_energy_kwh": self.kiln_energy_kwh,
            "programme": self.programme.name,
        }
