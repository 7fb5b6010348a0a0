//! The bench queue: when each ticket will be worked on and ready.

use crate::catalogue::Catalogue;
use crate::date::{Date, OpeningDays};
use crate::ticket::{Status, Ticket};

#[derive(Debug, Clone)]
pub struct Workshop {
    /// Bench minutes available on each open day.
    pub minutes_per_day: u32,
    pub days: OpeningDays,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub ticket: u32,
    /// The day the last bench minute of the ticket is worked.
    pub finished: Date,
    /// The day the ticket can be collected, after any rest.
    pub ready: Date,
}

impl Workshop {
    pub fn new(minutes_per_day: u32, days: OpeningDays) -> Workshop {
        Workshop {
            minutes_per_day,
            days,
        }
    }

    /// Works through the tickets still waiting (received or on the bench)
    /// in ticket order, from the first open day on or after `start`.
    pub fn schedule(&self, tickets: &[Ticket], catalogue: &Catalogue, start: Date) -> Vec<Slot> {
        let mut queue: Vec<&Ticket> = tickets
            .iter()
            .filter(|t| matches!(t.status, Status::Received | Status::OnBench))
            .collect();
        queue.sort_by_key(|t| t.number);

        let mut day = self.days.next_open(start);
        let mut left = self.minutes_per_day;
        let mut slots = Vec::with_capacity(queue.len());
        for ticket in queue {
            let mut need = ticket.bench_minutes(catalogue);
            while need > left {
                need -= left;
                day = self.days.add_open_days(day, 1);
                left = self.minutes_per_day;
            }
            left -= need;
            let ready = self.days.add_open_days(day, ticket.rest_days(catalogue));
            slots.push(Slot {
                ticket: ticket.number,
                finished: day,
                ready,
            });
        }
        slots
    }

    /// The ready date for one ticket if the bench were empty.
    pub fn ready_alone(&self, ticket: &Ticket, catalogue: &Catalogue, start: Date) -> Date {
        self.schedule(std::slice::from_ref(ticket), catalogue, start)
            .first()
            .map(|slot| slot.ready)
            .unwrap_or(start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::Footwear;

    fn shop() -> (Workshop, Catalogue) {
        (
            Workshop::new(120, OpeningDays::high_street()),
            Catalogue::standard(),
        )
    }

    fn ticket(number: u32, code: &str, qty: u32) -> Ticket {
        let cat = Catalogue::standard();
        let mut t = Ticket::new(number, "customer", Date::ymd(2024, 6, 7));
        t.add(&cat, code, Footwear::Mens, qty).unwrap();
        t
    }

    #[test]
    fn fills_each_day_before_moving_on() {
        let (shop, cat) = shop();
        let tickets = vec![ticket(1, "HEEL", 3), ticket(2, "ZIP", 1), ticket(3, "HEEL", 2)];
        let slots = shop.schedule(&tickets, &cat, Date::ymd(2024, 6, 7));
        let finished: Vec<Date> = slots.iter().map(|s| s.finished).collect();
        // 60 + 40 minutes fit on Friday; the last 40 spill to Saturday.
        assert_eq!(
            finished,
            vec![Date::ymd(2024, 6, 7), Date::ymd(2024, 6, 7), Date::ymd(2024, 6, 8)]
        );
    }

    #[test]
    fn long_jobs_span_days_and_skip_sunday() {
        let (shop, cat) = shop();
        let tickets = vec![ticket(4, "FSOLE", 3)];
        let slots = shop.schedule(&tickets, &cat, Date::ymd(2024, 6, 8));
        // 270 minutes: Saturday 120, Monday 120, Tuesday 30; then a day's rest.
        assert_eq!(slots[0].finished, Date::ymd(2024, 6, 11));
        assert_eq!(slots[0].ready, Date::ymd(2024, 6, 12));
    }

    #[test]
    fn skips_tickets_already_done() {
        let (shop, cat) = shop();
        let mut done = ticket(5, "HEEL", 1);
        done.advance(Status::OnBench, Date::ymd(2024, 6, 7)).unwrap();
        done.advance(Status::Ready, Date::ymd(2024, 6, 7)).unwrap();
        let waiting = ticket(6, "STRETCH", 2);
        let slots = shop.schedule(&[done, waiting], &cat, Date::ymd(2024, 6, 9));
        assert_eq!(slots.len(), 1);
        assert_eq!(slots[0].ticket, 6);
        assert_eq!(slots[0].finished, Date::ymd(2024, 6, 10));
        assert_eq!(slots[0].ready, Date::ymd(2024, 6, 12));
    }
}
