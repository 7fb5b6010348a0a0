"""Rows for the county moth recorder's spreadsheet."""

import csv
import io

from .species import lookup

SITES = {
    "garden": ("SU 4712 2896", "Winchester, garden"),
    "meadow": ("SU 4790 2811", "Winnall Moors, meadow"),
    "wood": ("SU 4955 2702", "St Catherine's Hill, wood edge"),
}

COLUMNS = ["date", "gridref", "site", "taxon", "code", "count", "method", "note"]

METHODS = {"MV": "MV light trap", "actinic": "actinic light trap", "LED": "LED light trap"}


def rows(nights):
    """One row per species per night, nights in date order and species by code."""
    out = []
    for night in sorted(nights, key=lambda n: n.date):
        gridref, place = SITES[night.site]
        for code in sorted(night.catches):
            species = lookup(code)
            note = "" if species.in_season(night.date.month) else "out of season"
            out.append({
                "date": night.date.strftime("%d/%m/%Y"),
                "gridref": gridref,
                "site": place,
                "taxon": species.name,
                "code": code,
                "count": night.catches[code],
                "method": METHODS[night.trap],
                "note": note,
            })
    return out


def to_csv(nights):
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows(nights))
    return buffer.getvalue()
