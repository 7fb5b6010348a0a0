"""Pricing a job: timber from the cutting list, finish, hardware, labour."""

from dataclasses import dataclass, field

from .cutlist import DEFAULT_KERF, DEFAULT_OVERSIZE, cutting_list

# Workshop rate, pence per hour.
LABOUR_RATE = 4800
# Cutting, planing and thicknessing each piece, minutes.
MINUTES_PER_PIECE = 8
# Cutting and fitting one joint, minutes.
JOINT_MINUTES = {
    "mortise": 25,
    "dovetail": 18,
    "housing": 12,
    "dowel": 6,
    "biscuit": 5,
}
# Sanding and three coats of oil, per square metre of surface.
FINISH_MINUTES_PER_M2 = 45
FINISH_PENCE_PER_M2 = 380
VAT_PERCENT = 20


class QuoteError(ValueError):
    pass


@dataclass
class Job:
    title: str
    parts: list
    joints: dict = field(default_factory=dict)
    finish_m2: float = 0.0
    # (description, quantity, unit price in pence)
    hardware: list = field(default_factory=list)


@dataclass
class QuoteLine:
    description: str
    pence: int


@dataclass
class Quote:
    title: str
    lines: list
    markup_percent: int
    materials_pence: int

    @property
    def subtotal(self):
        return sum(line.pence for line in self.lines)

    @property
    def markup(self):
        """Markup on materials only; labour is charged at the rate."""
        return round(self.materials_pence * self.markup_percent / 100)

    @property
    def net(self):
        return self.subtotal + self.markup

    @property
    def vat(self):
        return round(self.net * VAT_PERCENT / 100)

    @property
    def total(self):
        return self.net + self.vat


def labour_minutes(job, pieces):
    minutes = MINUTES_PER_PIECE * pieces
    for kind, count in job.joints.items():
        try:
            minutes += JOINT_MINUTES[kind] * count
        except KeyError:
            raise QuoteError(f"no time set for {kind} joints") from None
    minutes += FINISH_MINUTES_PER_M2 * job.finish_m2
    return round(minutes)


def quote(job, markup_percent=30, kerf=DEFAULT_KERF, oversize=DEFAULT_OVERSIZE):
    cl = cutting_list(job.parts, kerf=kerf, oversize=oversize)
    timber_pence = cl.price()
    finish_pence = round(job.finish_m2 * FINISH_PENCE_PER_M2)
    hardware_pence = sum(qty * unit for _, qty, unit in job.hardware)
    minutes = labour_minutes(job, cl.piece_count())
    labour_pence = round(minutes * LABOUR_RATE / 60)
    lines = [
        QuoteLine(f"Timber ({len(cl.boards)} boards)", timber_pence),
        QuoteLine("Finish", finish_pence),
        QuoteLine("Hardware", hardware_pence),
        QuoteLine(f"Labour ({minutes // 60} h {minutes % 60:02d} min)", labour_pence),
    ]
    return Quote(
        title=job.title,
        lines=lines,
        markup_percent=markup_percent,
        materials_pence=timber_pence + finish_pence + hardware_pence,
    )
