//! Work left on the shelf: storage fees, reminders and disposal.

use crate::date::Date;
use crate::money::Pence;
use crate::quote::Quote;

/// Days after a ticket is ready during which storage is free.
pub const FREE_STORAGE_DAYS: i64 = 28;
/// Charged for each week of storage after the free period.
pub const WEEKLY_STORAGE_FEE: Pence = Pence(100);
/// Uncollected work may be disposed of this many days after it is ready.
pub const DISPOSAL_AFTER_DAYS: i64 = 90;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReminderKind {
    /// The repair is ready to collect.
    Ready,
    /// Storage fees start in a week.
    FeesSoon,
    /// Two weeks before the work may be disposed of.
    FinalNotice,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reminder {
    pub on: Date,
    pub kind: ReminderKind,
}

/// Weeks of storage charged for work collected on `collected`.
pub fn storage_weeks(ready_on: Date, collected: Date) -> i64 {
    let days = ready_on.days_until(collected);
    if days <= FREE_STORAGE_DAYS {
        return 0;
    }
    let days_over = days - FREE_STORAGE_DAYS;
    days_over / 7
}

pub fn storage_fee(ready_on: Date, collected: Date) -> Pence {
    Pence(WEEKLY_STORAGE_FEE.0 * storage_weeks(ready_on, collected))
}

/// The balance of the quote plus any storage fee.
pub fn amount_due(quote: &Quote, ready_on: Date, collected: Date) -> Pence {
    quote.balance() + storage_fee(ready_on, collected)
}

pub fn reminders(ready_on: Date) -> Vec<Reminder> {
    vec![
        Reminder {
            on: ready_on,
            kind: ReminderKind::Ready,
        },
        Reminder {
            on: ready_on.add_days(FREE_STORAGE_DAYS - 7),
            kind: ReminderKind::FeesSoon,
        },
        Reminder {
            on: ready_on.add_days(DISPOSAL_AFTER_DAYS - 14),
            kind: ReminderKind::FinalNotice,
        },
    ]
}

/// Reminders that fall due on `today`.
pub fn due_today(ready_on: Date, today: Date) -> Vec<ReminderKind> {
    reminders(ready_on)
        .into_iter()
        .filter(|r| r.on == today)
        .map(|r| r.kind)
        .collect()
}

pub fn may_dispose(ready_on: Date, today: Date) -> bool {
    ready_on.days_until(today) >= DISPOSAL_AFTER_DAYS
}

#[cfg(test)]
mod tests {
    use super::*;

    const READY: Date = Date {
        year: 2024,
        month: 1,
        day: 10,
    };

    #[test]
    fn storage_is_free_for_four_weeks() {
        assert_eq!(storage_fee(READY, READY), Pence::ZERO);
        assert_eq!(storage_fee(READY, READY.add_days(28)), Pence::ZERO);
    }

    #[test]
    fn charges_each_full_week_after_that() {
        assert_eq!(storage_weeks(READY, READY.add_days(34)), 0);
        assert_eq!(storage_weeks(READY, READY.add_days(35)), 1);
        assert_eq!(storage_fee(READY, READY.add_days(50)), Pence(300));
    }

    #[test]
    fn reminds_three_times() {
        let dates: Vec<Date> = reminders(READY).iter().map(|r| r.on).collect();
        assert_eq!(
            dates,
            vec![READY, Date::ymd(2024, 1, 31), Date::ymd(2024, 3, 26)]
        );
        assert_eq!(due_today(READY, Date::ymd(2024, 1, 31)), vec![ReminderKind::FeesSoon]);
        assert!(due_today(READY, Date::ymd(2024, 2, 1)).is_empty());
    }

    #[test]
    fn may_dispose_after_ninety_days() {
        assert!(!may_dispose(READY, Date::ymd(2024, 4, 8)));
        assert!(may_dispose(READY, Date::ymd(2024, 4, 9)));
    }
}
