//! Parcel locker bank: slots, pickup codes and storage fees.

pub mod code;
pub mod fees;
pub mod locker;
pub mod size;

pub use code::PickupCode;
pub use locker::{Bank, Deposit, LockerError};
pub use size::{Parcel, SlotSize};
