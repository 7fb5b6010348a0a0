//! The weekly timetable and the dated sessions it produces.

use crate::calendar::{Date, DateTime, Time, Weekday};
use crate::error::StudioError;
use std::collections::BTreeSet;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Style {
    Hatha,
    Vinyasa,
    Yin,
    Ashtanga,
    Restorative,
}

impl Style {
    pub fn code(self) -> &'static str {
        match self {
            Style::Hatha => "HAT",
            Style::Vinyasa => "VIN",
            Style::Yin => "YIN",
            Style::Ashtanga => "ASH",
            Style::Restorative => "RES",
        }
    }

    /// Restorative classes use bolsters and blocks, so fewer fit in a room.
    pub fn mats_per_place(self) -> u32 {
        match self {
            Style::Restorative => 2,
            _ => 1,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    pub name: String,
    pub mats: u32,
}

/// A class that runs every week at the same time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    pub id: String,
    pub weekday: Weekday,
    pub start: Time,
    pub minutes: u32,
    pub style: Style,
    pub room: String,
    pub instructor: String,
}

impl Slot {
    fn end(&self) -> u32 {
        self.start.minutes() + self.minutes
    }

    fn overlaps(&self, other: &Slot) -> bool {
        self.room == other.room
            && self.weekday == other.weekday
            && self.start.minutes() < other.end()
            && other.start.minutes() < self.end()
    }
}

/// One dated occurrence of a slot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub id: String,
    pub slot: String,
    pub starts: DateTime,
    pub minutes: u32,
    pub style: Style,
    pub room: String,
    pub instructor: String,
    pub capacity: u32,
}

#[derive(Debug, Default)]
pub struct Timetable {
    rooms: Vec<Room>,
    slots: Vec<Slot>,
    cancelled: BTreeSet<(Date, String)>,
}

impl Timetable {
    pub fn new() -> Timetable {
        Timetable::default()
    }

    pub fn add_room(&mut self, name: &str, mats: u32) {
        self.rooms.push(Room { name: name.to_string(), mats });
    }

    pub fn room(&self, name: &str) -> Result<&Room, StudioError> {
        self.rooms
            .iter()
            .find(|r| r.name == name)
            .ok_or_else(|| StudioError::UnknownRoom(name.to_string()))
    }

    /// Adds a weekly class; its id is e.g. "MON-0700-VIN".
    pub fn add_slot(
        &mut self,
        weekday: Weekday,
        start: &str,
        minutes: u32,
        style: Style,
        room: &str,
        instructor: &str,
    ) -> Result<String, StudioError> {
        self.room(room)?;
        let start = Time::parse(start)?;
        let id = format!(
            "{}-{:02}{:02}-{}",
            weekday.short(),
            start.minutes() / 60,
            start.minutes() % 60,
            style.code()
        );
        let slot = Slot {
            id: id.clone(),
            weekday,
            start,
            minutes,
            style,
            room: room.to_string(),
            instructor: instructor.to_string(),
        };
        if let Some(other) = self.slots.iter().find(|s| s.overlaps(&slot)) {
            return Err(StudioError::SlotClash { slot: id, with: other.id.clone() });
        }
        self.slots.push(slot);
        Ok(id)
    }

    pub fn slots(&self) -> &[Slot] {
        &self.slots
    }

    /// Takes one occurrence off (a bank holiday, an instructor off sick).
    pub fn cancel(&mut self, date: Date, slot: &str) {
        self.cancelled.insert((date, slot.to_string()));
    }

    /// Places in a session of this slot: the room's mats shared out by style.
    pub fn capacity(&self, slot: &Slot) -> u32 {
        let mats = self.room(&slot.room).map(|r| r.mats).unwrap_or(0);
        mats / slot.style.mats_per_place()
    }

    /// Sessions from `from` to `to` inclusive, in start order.
    pub fn sessions(&self, from: Date, to: Date) -> Vec<Session> {
        let mut out = Vec::new();
        let mut date = from;
        while date <= to {
            for slot in self.slots.iter().filter(|s| s.weekday == date.weekday()) {
                if self.cancelled.contains(&(date, slot.id.clone())) {
                    continue;
                }
                out.push(Session {
                    id: format!("{date}/{}", slot.id),
                    slot: slot.id.clone(),
                    starts: DateTime::new(date, slot.start),
                    minutes: slot.minutes,
                    style: slot.style,
                    room: slot.room.clone(),
                    instructor: slot.instructor.clone(),
                    capacity: self.capacity(slot),
                });
            }
            date = date.add_days(1);
        }
        out.sort_by(|a, b| a.starts.cmp(&b.starts).then_with(|| a.room.cmp(&b.room)));
        out
    }

    /// The sessions of the week (Monday to Sunday) that `date` falls in.
    pub fn week(&self, date: Date) -> Vec<Session> {
        let monday = date.week_start();
        self.sessions(monday, monday.add_days(6))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn studio() -> Timetable {
        let mut t = Timetable::new();
        t.add_room("Main", 20);
        t.add_room("Garden", 8);
        t.add_slot(Weekday::Mon, "07:00", 60, Style::Vinyasa, "Main", "Rosa").unwrap();
        t.add_slot(Weekday::Mon, "18:30", 75, Style::Hatha, "Main", "Tom").unwrap();
        t.add_slot(Weekday::Mon, "18:30", 60, Style::Restorative, "Garden", "Ines").unwrap();
        t.add_slot(Weekday::Wed, "12:15", 45, Style::Yin, "Garden", "Ines").unwrap();
        t
    }

    #[test]
    fn slot_ids() {
        let t = studio();
        let ids: Vec<&str> = t.slots().iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["MON-0700-VIN", "MON-1830-HAT", "MON-1830-RES", "WED-1215-YIN"]);
    }

    #[test]
    fn clashing_slot_is_refused() {
        let mut t = studio();
        let err = t.add_slot(Weekday::Mon, "19:30", 60, Style::Yin, "Main", "Rosa").unwrap_err();
        assert_eq!(
            err,
            StudioError::SlotClash { slot: "MON-1930-YIN".into(), with: "MON-1830-HAT".into() }
        );
        // back to back is fine
        t.add_slot(Weekday::Mon, "19:45", 60, Style::Yin, "Main", "Rosa").unwrap();
    }

    #[test]
    fn unknown_room() {
        let mut t = studio();
        assert!(t.add_slot(Weekday::Fri, "09:00", 60, Style::Hatha, "Loft", "Tom").is_err());
    }

    #[test]
    fn week_of_sessions() {
        let mut t = studio();
        let wed = Date::parse("2024-03-06").unwrap();
        t.cancel(Date::parse("2024-03-04").unwrap(), "MON-0700-VIN");
        let week = t.week(wed);
        let ids: Vec<&str> = week.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(
            ids,
            ["2024-03-04/MON-1830-RES", "2024-03-04/MON-1830-HAT", "2024-03-06/WED-1215-YIN"]
        );
        assert_eq!(week[0].capacity, 4);
        assert_eq!(week[1].capacity, 20);
    }
}
