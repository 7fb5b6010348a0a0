//! The membership roster.

use std::collections::BTreeMap;
use std::fmt;

/// Membership category; it decides the soaring discount.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    Full,
    /// Under 26.
    Junior,
    /// Air cadets flying on the club's cadet scheme.
    Cadet,
    /// Trial lesson and holiday members, on a temporary membership.
    Temporary,
}

impl Category {
    pub fn parse(code: &str) -> Option<Category> {
        match code.trim().to_ascii_uppercase().as_str() {
            "F" | "FULL" => Some(Category::Full),
            "J" | "JUNIOR" => Some(Category::Junior),
            "C" | "CADET" => Some(Category::Cadet),
            "T" | "TEMP" | "TEMPORARY" => Some(Category::Temporary),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Category::Full => "F",
            Category::Junior => "J",
            Category::Cadet => "C",
            Category::Temporary => "T",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Category::Full => "full",
            Category::Junior => "junior",
            Category::Cadet => "cadet",
            Category::Temporary => "temporary",
        };
        f.write_str(name)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// Membership number as written in the log, e.g. `M012`.
    pub id: String,
    pub name: String,
    pub category: Category,
    pub instructor: bool,
    /// Day of the year of the member's last solo or P1 flight, if any.
    pub last_p1_day: Option<u32>,
}

impl Member {
    pub fn new(id: &str, name: &str, category: Category) -> Member {
        Member {
            id: id.to_string(),
            name: name.to_string(),
            category,
            instructor: false,
            last_p1_day: None,
        }
    }

    pub fn instructor(mut self) -> Member {
        self.instructor = true;
        self
    }

    pub fn last_flew(mut self, day: u32) -> Member {
        self.last_p1_day = Some(day);
        self
    }

    /// A solo pilot who has not flown as P1 for `lapse_days` needs a check
    /// flight with an instructor before flying solo again. Instructors keep
    /// their own currency and are never flagged here.
    pub fn needs_check_flight(&self, today: u32, lapse_days: u32) -> bool {
        if self.instructor {
            return false;
        }
        match self.last_p1_day {
            Some(day) => today.saturating_sub(day) > lapse_days,
            None => true,
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct Roster {
    members: BTreeMap<String, Member>,
}

impl Roster {
    pub fn new() -> Roster {
        Roster::default()
    }

    pub fn add(&mut self, member: Member) -> Option<Member> {
        self.members.insert(member.id.clone(), member)
    }

    pub fn get(&self, id: &str) -> Option<&Member> {
        self.members.get(id)
    }

    pub fn len(&self) -> usize {
        self.members.len()
    }

    pub fn is_empty(&self) -> bool {
        self.members.is_empty()
    }

    pub fn instructors(&self) -> impl Iterator<Item = &Member> {
        self.members.values().filter(|m| m.instructor)
    }

    /// Members in membership-number order.
    pub fn iter(&self) -> impl Iterator<Item = &Member> {
        self.members.values()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_category_codes() {
        assert_eq!(Category::parse("j"), Some(Category::Junior));
        assert_eq!(Category::parse("Temporary"), Some(Category::Temporary));
        assert_eq!(Category::parse("X"), None);
        assert_eq!(Category::Cadet.code(), "C");
        assert_eq!(Category::Full.to_string(), "full");
    }

    #[test]
    fn check_flight_after_lapse() {
        let m = Member::new("M1", "Ann", Category::Full).last_flew(100);
        assert!(!m.needs_check_flight(190, 90));
        assert!(m.needs_check_flight(191, 90));
        assert!(Member::new("M2", "Bo", Category::Junior).needs_check_flight(1, 90));
        let i = Member::new("M3", "Cy", Category::Full).instructor();
        assert!(!i.needs_check_flight(300, 90));
    }

    #[test]
    fn roster_lookup() {
        let mut r = Roster::new();
        r.add(Member::new("M2", "Bo", Category::Junior));
        r.add(Member::new("M1", "Ann", Category::Full).instructor());
        assert_eq!(r.len(), 2);
        assert_eq!(r.get("M2").unwrap().name, "Bo");
        assert!(r.get("M9").is_none());
        let ids: Vec<&str> = r.iter().map(|m| m.id.as_str()).collect();
        assert_eq!(ids, ["M1", "M2"]);
        assert_eq!(r.instructors().count(), 1);
    }
}
