"""Belay certificates: who may top-rope or lead on the rope walls.

A certificate is valid for a year from the day it was assessed. A lead
certificate also covers top-roping. Bouldering needs no certificate, only the
induction.
"""

from dataclasses import dataclass
from datetime import timedelta

LEVELS = ("top-rope", "lead")
VALID_FOR = timedelta(days=365)
RENEWAL_WARNING = timedelta(days=30)


class CertError(ValueError):
    pass


@dataclass(frozen=True)
class Cert:
    member_id: str
    level: str
    assessed_on: object  # datetime.date
    assessor: str

    def __post_init__(self):
        if self.level not in LEVELS:
            raise CertError("unknown level %r" % self.level)

    @property
    def expires_on(self):
        return self.assessed_on + VALID_FOR

    def valid_on(self, day):
        return self.assessed_on <= day < self.expires_on

    def covers(self, level):
        return LEVELS.index(self.level) >= LEVELS.index(level)


class Register:
    def __init__(self):
        self._certs = []

    def record(self, cert):
        self._certs.append(cert)

    def for_member(self, member_id):
        return sorted(
            (c for c in self._certs if c.member_id == member_id), key=lambda c: c.assessed_on
        )

    def current(self, member_id, day):
        """The member's valid certificates on `day`, highest level first."""
        valid = [c for c in self.for_member(member_id) if c.valid_on(day)]
        return sorted(valid, key=lambda c: LEVELS.index(c.level), reverse=True)

    def may_climb(self, member_id, level, day):
        return any(c.covers(level) for c in self.current(member_id, day))

    def expiring(self, day):
        """(member_id, level, expires_on) for certificates running out within the
        warning period and not already renewed at the same or a higher level."""
        out = []
        members = sorted({c.member_id for c in self._certs})
        for member_id in members:
            for cert in self.current(member_id, day):
                if cert.expires_on - day > RENEWAL_WARNING:
                    continue
                renewed = any(
                    other.covers(cert.level) and other.expires_on > cert.expires_on
                    for other in self.for_member(member_id)
                )
                if not renewed:
                    out.append((member_id, cert.level, cert.expires_on))
        return out
