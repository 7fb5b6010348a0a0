//! A bank of locker slots.

use std::collections::BTreeMap;
use std::fmt;

use crate::code::PickupCode;
use crate::size::{Parcel, SlotSize};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deposit {
    pub parcel_no: u64,
    pub slot: u16,
    pub code: PickupCode,
    pub day: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LockerError {
    TooBig,
    Full(SlotSize),
    WrongCode,
}

impl fmt::Display for LockerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LockerError::TooBig => write!(f, "parcel too big for any slot"),
            LockerError::Full(s) => write!(f, "no free slot of size {} or larger", s),
            LockerError::WrongCode => write!(f, "no parcel for that code"),
        }
    }
}

#[derive(Debug, Default)]
pub struct Bank {
    slots: BTreeMap<u16, SlotSize>,
    held: BTreeMap<u16, Deposit>,
}

impl Bank {
    /// A bank from a layout such as "S1-S8 M9-M14 L15-L16".
    pub fn from_layout(layout: &str) -> Result<Bank, String> {
        let mut bank = Bank::default();
        for part in layout.split_whitespace() {
            let (a, b) = part.split_once('-').ok_or_else(|| format!("bad range {part}"))?;
            let size = match a.chars().next() {
                Some('S') => SlotSize::Small,
                Some('M') => SlotSize::Medium,
                Some('L') => SlotSize::Large,
                _ => return Err(format!("bad size in {part}")),
            };
            let first: u16 = a[1..].parse().map_err(|_| format!("bad number in {part}"))?;
            let last: u16 = b.trim_start_matches(size.letter()).parse().map_err(|_| format!("bad number in {part}"))?;
            for n in first..=last {
                if bank.slots.insert(n, size).is_some() {
                    return Err(format!("slot {n} twice"));
                }
            }
        }
        Ok(bank)
    }

    pub fn size_of(&self, slot: u16) -> Option<SlotSize> {
        self.slots.get(&slot).copied()
    }

    pub fn free(&self, size: SlotSize) -> usize {
        self.slots.iter().filter(|(n, s)| **s == size && !self.held.contains_key(n)).count()
    }

    /// Puts a parcel in the smallest free slot it fits, lowest slot number first.
    pub fn deposit(&mut self, parcel_no: u64, parcel: Parcel, day: u32) -> Result<Deposit, LockerError> {
        let smallest = SlotSize::smallest_for(parcel).ok_or(LockerError::TooBig)?;
        let slot = SlotSize::ALL
            .into_iter()
            .filter(|s| *s >= smallest)
            .find_map(|size| {
                self.slots
                    .iter()
                    .find(|(n, s)| **s == size && !self.held.contains_key(n))
                    .map(|(n, _)| *n)
            })
            .ok_or(LockerError::Full(smallest))?;
        let deposit = Deposit { parcel_no, slot, code: PickupCode::for_parcel(parcel_no), day };
        self.held.insert(slot, deposit.clone());
        Ok(deposit)
    }

    /// Opens the slot for a typed code and empties it.
    pub fn collect(&mut self, typed: &str) -> Result<Deposit, LockerError> {
        let code = PickupCode::parse(typed).ok_or(LockerError::WrongCode)?;
        let slot = self
            .held
            .iter()
            .find(|(_, d)| d.code == code)
            .map(|(n, _)| *n)
            .ok_or(LockerError::WrongCode)?;
        Ok(self.held.remove(&slot).expect("slot was held"))
    }

    /// Parcels still in the bank, by slot.
    pub fn held(&self) -> impl Iterator<Item = &Deposit> {
        self.held.values()
    }
}
