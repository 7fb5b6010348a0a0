//! Storage fees for late collection.

pub const FREE_DAYS: u32 = 3;
pub const DAILY_PENCE: u32 = 50;
pub const CAP_PENCE: u32 = 500;
pub const RETURN_AFTER_DAYS: u32 = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charge {
    /// Collected; the storage fee in pence.
    Fee(u32),
    /// Kept too long: goes back to the sender.
    Return,
}

/// The charge for a parcel collected `days` whole days after it was deposited.
pub fn charge(days: u32) -> Charge {
    if days > RETURN_AFTER_DAYS {
        return Charge::Return;
    }
    let chargeable = days.saturating_sub(FREE_DAYS);
    Charge::Fee((chargeable * DAILY_PENCE).min(CAP_PENCE))
}

/// "£1.50"
pub fn pounds(pence: u32) -> String {
    format!("£{}.{:02}", pence / 100, pence % 100)
}
