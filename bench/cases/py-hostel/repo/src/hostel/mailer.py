from __future__ import annotations

from dataclasses import dataclass

from hostel.models import Booking


@dataclass(frozen=True)
class Message:
    to: str
    subject: str
    body: str


def confirmation(booking: Booking) -> Message:
    nights = booking.nights()
    body = (
        f"Dear {booking.guest.name},\n\n"
        f"your bed {booking.bed.label} is booked for {nights} night{'s' if nights != 1 else ''}, "
        f"from {booking.arrive:%A %d %B} to {booking.depart:%A %d %B}.\n"
        f"The price is EUR {booking.price}, paid on arrival.\n"
    )
    return Message(to=booking.guest.email, subject=f"Booking {booking.reference}", body=body)
