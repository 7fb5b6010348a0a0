//! The results board for one section, as printed for the secretary's tent.

use std::fmt::Write;

use crate::entry::{Card, Phase, Status};
use crate::leaderboard::rank;
use crate::level::Level;
use crate::penalty::Outcome;
use crate::time::RideTime;

/// What the board says about one phase of a card.
fn phase_cell(card: &Card, phase: Phase) -> String {
    match card.phase(phase) {
        None => "-".to_string(),
        Some(Outcome::Scored(p)) => p.to_string(),
        Some(other) => other.code().to_string(),
    }
}

fn total_cell(status: &Status) -> String {
    match status {
        Status::Completed(total) => total.to_string(),
        Status::InProgress(total) => format!("({total})"),
        Status::Out { code, .. } => code.to_string(),
    }
}

/// Renders the board: a heading, then one line per entry in placing order.
pub fn board(section: &str, level: Level, optimum: RideTime, cards: &[Card]) -> String {
    let mut out = String::new();
    writeln!(out, "{section} ({level}), optimum time {optimum}").unwrap();
    writeln!(
        out,
        "{:>3} {:>4}  {:<18} {:<20} {:>5} {:>5} {:>5} {:>6}",
        "Pl", "No", "Rider", "Horse", "Dr", "SJ", "XC", "Total"
    )
    .unwrap();
    for placing in rank(cards, optimum) {
        let card = cards
            .iter()
            .find(|c| c.entry.number == placing.number)
            .expect("placing for a card on the board");
        let place = placing.place.map(|p| p.to_string()).unwrap_or_default();
        writeln!(
            out,
            "{:>3} {:>4}  {:<18} {:<20} {:>5} {:>5} {:>5} {:>6}",
            place,
            placing.number,
            placing.rider,
            placing.horse,
            phase_cell(card, Phase::Dressage),
            phase_cell(card, Phase::Jumping),
            phase_cell(card, Phase::CrossCountry),
            total_cell(&placing.status),
        )
        .unwrap();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entry::Entry;
    use crate::penalty::Penalties;

    #[test]
    fn board_lines() {
        let mut a = Card::new(Entry::new(3, "Amy Cole", "Bluebell Lad", "A"));
        a.dressage = Some(Outcome::Scored(Penalties::from_tenths(285)));
        a.jumping = Some(Outcome::Scored(Penalties::ZERO));
        a.cross_country = Some(Outcome::Scored(Penalties::from_tenths(16)));
        a.xc_time = Some(RideTime::from_secs(292));
        let mut b = Card::new(Entry::new(8, "Tom Reid", "Kilcoe", "A"));
        b.dressage = Some(Outcome::Scored(Penalties::whole(31)));
        b.jumping = Some(Outcome::Retired);
        let text = board("Section A", Level::Be100, RideTime::from_secs(288), &[a, b]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Section A (BE100), optimum time 4:48");
        assert_eq!(
            lines[2],
            "  1    3  Amy Cole           Bluebell Lad          28.5   0.0   1.6   30.1"
        );
        assert_eq!(
            lines[3],
            "       8  Tom Reid           Kilcoe                31.0     R     -      R"
        );
    }
}
