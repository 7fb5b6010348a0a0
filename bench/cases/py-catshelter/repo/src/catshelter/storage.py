"""The shelter's records as a JSON file."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

from .models import Cat, Sex, Status


def cat_to_dict(cat: Cat) -> dict[str, Any]:
    return {
        "ref": cat.ref,
        "name": cat.name,
        "sex": cat.sex.value,
        "born": cat.born.isoformat(),
        "arrived": cat.arrived.isoformat(),
        "neutered": cat.neutered,
        "vaccinated_on": cat.vaccinated_on.isoformat() if cat.vaccinated_on else None,
        "status": cat.status.value,
        "notes": list(cat.notes),
    }


def cat_from_dict(data: dict[str, Any]) -> Cat:
    vaccinated = data.get("vaccinated_on")
    return Cat(
        ref=str(data["ref"]),
        name=str(data["name"]),
        sex=Sex(data["sex"]),
        born=date.fromisoformat(data["born"]),
        arrived=date.fromisoformat(data["arrived"]),
        neutered=bool(data.get("neutered", False)),
        vaccinated_on=date.fromisoformat(vaccinated) if vaccinated else None,
        status=Status(data.get("status", Status.IN_CARE.value)),
        notes=[str(n) for n in data.get("notes", [])],
    )


def save(path: Path, cats: list[Cat]) -> None:
    payload = {"cats": [cat_to_dict(c) for c in cats]}
    path.write_text(json.dumps(payload, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def load(path: Path) -> list[Cat]:
    payload = json.loads(path.read_text(encoding="utf-8"))
    return [cat_from_dict(d) for d in payload.get("cats", [])]
