"""A recipe: grain bill, hops and yeast, and the figures they give."""

from dataclasses import dataclass, field

from zymurgy import colour, gravity, hops, malts, styles


@dataclass
class Recipe:
    name: str
    style: str
    litres: float
    efficiency: float = 0.72
    attenuation: float = 0.75
    bill: list = field(default_factory=list)  # (malt name, kg)
    hops: list = field(default_factory=list)  # HopAddition

    def add_malt(self, name, kg):
        malts.lookup(name)  # fail early on a typo
        self.bill.append((name, kg))
        return self

    def add_hop(self, variety, grams, alpha, minutes):
        self.hops.append(hops.HopAddition(variety, grams, alpha, minutes))
        return self

    def og(self):
        return malts.gravity(self.bill, self.litres, self.efficiency)

    def fg(self):
        return gravity.estimate_fg(self.og(), self.attenuation)

    def abv(self):
        return gravity.abv(self.og(), self.fg())

    def ibu(self):
        return hops.total_ibu(self.hops, self.og(), self.litres)

    def srm(self):
        return colour.srm(self.bill, self.litres)

    def figures(self):
        return {"og": self.og(), "fg": self.fg(), "abv": self.abv(), "ibu": self.ibu(), "srm": self.srm()}

    def grist_percent(self):
        total = sum(kg for _, kg in self.bill)
        return {name: round(kg / total * 100, 1) for name, kg in self.bill}

    def check(self):
        return styles.check(self.style, self.figures())

    def card(self):
        f = self.figures()
        return (
            f"{self.name} ({self.style}, {self.litres:g} L)\n"
            f"OG {f['og']:.3f}  FG {f['fg']:.3f}  ABV {f['abv']:.1f}%\n"
            f"IBU {f['ibu']:.0f}  SRM {f['srm']:.1f} ({colour.describe(f['srm'])})"
        )
