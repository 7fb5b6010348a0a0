from __future__ import annotations

import json
from datetime import date
from decimal import Decimal
from typing import Any

from hostel.models import Bed, Booking, Guest


def booking_to_dict(booking: Booking) -> dict[str, Any]:
    return {
        "reference": booking.reference,
        "guest": {
            "name": booking.guest.name,
            "email": booking.guest.email,
            "country": booking.guest.country,
            "member": booking.guest.member,
        },
        "bed": {"room": booking.bed.room, "number": booking.bed.number, "bunk": booking.bed.bunk},
        "arrive": booking.arrive.isoformat(),
        "depart": booking.depart.isoformat(),
        "price": str(booking.price),
        "notes": list(booking.notes),
    }


def booking_from_dict(data: dict[str, Any]) -> Booking:
    guest = data["guest"]
    bed = data["bed"]
    return Booking(
        reference=data["reference"],
        guest=Guest(guest["name"], guest["email"], guest["country"], bool(guest["member"])),
        bed=Bed(bed["room"], int(bed["number"]), bed["bunk"]),
        arrive=date.fromisoformat(data["arrive"]),
        depart=date.fromisoformat(data["depart"]),
        price=Decimal(data["price"]),
        notes=list(data.get("notes", [])),
    )


def dumps(bookings: list[Booking]) -> str:
    return json.dumps([booking_to_dict(b) for b in bookings], indent=2, sort_keys=True)


def loads(text: str) -> list[Booking]:
    return [booking_from_dict(item) for item in json.loads(text)]
