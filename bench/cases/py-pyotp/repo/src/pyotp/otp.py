from __future__ import annotations

import base64
import hashlib
import hmac
from typing import Any, ClassVar


class OTP:
    """
    Base class for OTP handlers.

    The Base32 secret and its decoded length are validated at construction.
    Subclasses can override ``min_secret_length_bits`` to adjust the minimum decoded secret length.
    """

    min_secret_length_bits: ClassVar[int] = 112

    def __init__(
        self,
        s: str,
        *,
        digits: int = 6,
        digest: Any = hashlib.sha1,
        name: str | None = None,
        issuer: str | None = None,
    ) -> None:
        self.digits = digits
        if not 6 <= digits <= 10:
            raise ValueError("digits must be between 6 and 10")
        self.digest = digest
        if digest in [hashlib.md5, hashlib.shake_128]:
            raise ValueError("selected digest function must generate digest size greater than or equals to 18 bytes")
        self.secret = s
        self.name = name or "Secret"
        self.issuer = issuer
        # Validate the Base32 encoding and decoded key length before use.
        self.byte_secret()

    def generate_otp(self, input: int) -> str:
        """
        :param input: the HMAC counter value to use as the OTP input.
            Usually either the counter, or the computed integer based on the Unix timestamp
        """
        if input < 0:
            raise ValueError("input must be positive integer")
        hasher = hmac.new(self.byte_secret(), self.int_to_bytestring(input), self.digest)
        if hasher.digest_size < 18:
            raise ValueError("digest size is lower than 18 bytes, which will trigger error on otp generation")
        hmac_hash = bytearray(hasher.digest())
        offset = hmac_hash[-1] & 0xF
        code = (
            (hmac_hash[offset] & 0x7F) << 24
            | (hmac_hash[offset + 1] & 0xFF) << 16
            | (hmac_hash[offset + 2] & 0xFF) << 8
            | (hmac_hash[offset + 3] & 0xFF)
        )
        str_code = str(10_000_000_000 + (code % 10**self.digits))
        return str_code[-self.digits :]

    def byte_secret(self) -> bytes:
        """Decode the secret and enforce ``min_secret_length_bits`` (112 bits by default).

        See NIST SP 800-63B-4, sections 3.1.4.1 and 3.1.4.2:
        https://pages.nist.gov/800-63-4/sp800-63b.html
        """
        secret = self.secret
        missing_padding = len(secret) % 8
        if missing_padding != 0:
            secret += "=" * (8 - missing_padding)
        decoded = base64.b32decode(secret, casefold=True)
        if len(decoded) * 8 < self.min_secret_length_bits:
            raise ValueError(f"Secrets must be at least {self.min_secret_length_bits} bits after decoding")
        return decoded

    @staticmethod
    def int_to_bytestring(i: int, *, padding: int = 8) -> bytes:
        """
        Turns an integer to the OATH specified
        bytestring, which is fed to the HMAC
        along with the secret
        """
        result = bytearray()
        while i != 0:
            result.append(i & 0xFF)
            i >>= 8
        # It's necessary to convert the final result from bytearray to bytes
        # because the hmac functions in python 2.6 and 3.3 don't work with
        # bytearray
        return bytes(reversed(result.ljust(padding, b"\0")))
