//! Six-digit pickup codes: five digits taken from the parcel number, then a Luhn check digit.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PickupCode(u32);

/// The Luhn check digit for a string of digits.
pub fn luhn_digit(digits: &[u8]) -> u8 {
    let mut sum = 0u32;
    for (i, &d) in digits.iter().rev().enumerate() {
        let mut v = d as u32;
        if i % 2 == 0 {
            v *= 2;
            if v > 9 {
                v -= 9;
            }
        }
        sum += v;
    }
    ((10 - sum % 10) % 10) as u8
}

fn digits_of(n: u32, count: usize) -> Vec<u8> {
    let mut out = vec![0u8; count];
    let mut n = n;
    for slot in out.iter_mut().rev() {
        *slot = (n % 10) as u8;
        n /= 10;
    }
    out
}

impl PickupCode {
    /// A code for a parcel number: the number scrambled into five digits, then the check digit.
    pub fn for_parcel(parcel_no: u64) -> PickupCode {
        let body = ((parcel_no.wrapping_mul(7919) + 1237) % 100_000) as u32;
        let digits = digits_of(body, 5);
        PickupCode(body * 10 + luhn_digit(&digits) as u32)
    }

    /// Reads a code typed at the keypad; None when it is not six digits or the check digit is wrong.
    pub fn parse(text: &str) -> Option<PickupCode> {
        let text = text.trim();
        if text.len() != 6 || !text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let value: u32 = text.parse().ok()?;
        let digits = digits_of(value / 10, 5);
        if luhn_digit(&digits) as u32 != value % 10 {
            return None;
        }
        Some(PickupCode(value))
    }

    pub fn value(self) -> u32 {
        self.0
    }
}

impl fmt::Display for PickupCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:06}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luhn_of_a_known_number() {
        // 7992739871 has check digit 3
        assert_eq!(luhn_digit(&[7, 9, 9, 2, 7, 3, 9, 8, 7, 1]), 3);
    }

    #[test]
    fn codes_read_back() {
        for n in [1u64, 42, 99_999, 123_456_789] {
            let code = PickupCode::for_parcel(n);
            assert_eq!(PickupCode::parse(&code.to_string()), Some(code));
        }
    }

    #[test]
    fn a_mistyped_digit_is_refused() {
        let code = PickupCode::for_parcel(42).to_string();
        let mut bytes = code.into_bytes();
        bytes[2] = if bytes[2] == b'9' { b'0' } else { bytes[2] + 1 };
        assert_eq!(PickupCode::parse(std::str::from_utf8(&bytes).unwrap()), None);
        assert_eq!(PickupCode::parse("12345"), None);
        assert_eq!(PickupCode::parse("12a456"), None);
    }
}
