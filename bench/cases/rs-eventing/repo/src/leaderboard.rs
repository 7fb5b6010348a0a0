//! Placings within a section.
//!
//! The lowest total wins. Equal totals are split by the better
//! cross-country penalties, then the cross-country time closer to the
//! optimum, then the better show jumping penalties. Entries still equal
//! after that share the placing.

use std::cmp::Ordering;

use crate::entry::{Card, Phase, Status};
use crate::penalty::Penalties;
use crate::time::RideTime;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placing {
    /// `None` for entries that did not complete.
    pub place: Option<u32>,
    pub number: u32,
    pub rider: String,
    pub horse: String,
    pub status: Status,
}

fn tie_break(a: &Card, b: &Card, optimum: RideTime) -> Ordering {
    let xc = |c: &Card| c.phase_penalties(Phase::CrossCountry).unwrap_or_default();
    let sj = |c: &Card| c.phase_penalties(Phase::Jumping).unwrap_or_default();
    let off_optimum = |c: &Card| c.xc_time.map(|t| t.abs_diff(optimum)).unwrap_or_default();
    xc(a)
        .cmp(&xc(b))
        .then_with(|| off_optimum(a).cmp(&off_optimum(b)))
        .then_with(|| sj(a).cmp(&sj(b)))
}

fn by_total_then_tie_break(a: &(Penalties, &Card), b: &(Penalties, &Card), optimum: RideTime) -> Ordering {
    a.0.cmp(&b.0).then_with(|| tie_break(a.1, b.1, optimum))
}

/// Places the completed entries of one section; those that did not
/// complete follow in number order without a place.
pub fn rank(cards: &[Card], optimum: RideTime) -> Vec<Placing> {
    let mut completed: Vec<(Penalties, &Card)> = cards
        .iter()
        .filter_map(|c| c.total().map(|total| (total, c)))
        .collect();
    completed.sort_by(|a, b| by_total_then_tie_break(a, b, optimum).then(a.1.entry.number.cmp(&b.1.entry.number)));

    let mut placings = Vec::with_capacity(cards.len());
    for (i, item) in completed.iter().enumerate() {
        let place = if i > 0 && by_total_then_tie_break(&completed[i - 1], item, optimum) == Ordering::Equal {
            placings.last().map(|p: &Placing| p.place).unwrap_or(None)
        } else {
            Some(i as u32 + 1)
        };
        placings.push(placing(item.1, place));
    }

    let mut others: Vec<&Card> = cards.iter().filter(|c| c.total().is_none()).collect();
    others.sort_by_key(|c| c.entry.number);
    placings.extend(others.into_iter().map(|c| placing(c, None)));
    placings
}

fn placing(card: &Card, place: Option<u32>) -> Placing {
    Placing {
        place,
        number: card.entry.number,
        rider: card.entry.rider.clone(),
        horse: card.entry.horse.clone(),
        status: card.status(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entry::Entry;
    use crate::penalty::Outcome;

    fn card(number: u32, dr: u32, sj: u32, xc: u32, xc_time: u32) -> Card {
        let mut c = Card::new(Entry::new(number, &format!("Rider {number}"), &format!("Horse {number}"), "A"));
        c.dressage = Some(Outcome::Scored(Penalties::from_tenths(dr)));
        c.jumping = Some(Outcome::Scored(Penalties::from_tenths(sj)));
        c.cross_country = Some(Outcome::Scored(Penalties::from_tenths(xc)));
        c.xc_time = Some(RideTime::from_secs(xc_time));
        c
    }

    fn places(placings: &[Placing]) -> Vec<(Option<u32>, u32)> {
        placings.iter().map(|p| (p.place, p.number)).collect()
    }

    #[test]
    fn lowest_total_wins() {
        let optimum = RideTime::from_secs(288);
        let cards = [card(1, 320, 40, 0, 280), card(2, 295, 0, 0, 285), card(3, 300, 0, 12, 291)];
        assert_eq!(
            places(&rank(&cards, optimum)),
            vec![(Some(1), 2), (Some(2), 3), (Some(3), 1)]
        );
    }

    #[test]
    fn ties_split_by_cross_country_then_time() {
        let optimum = RideTime::from_secs(288);
        // All on 32.0: number 5 had xc penalties; 6 and 7 clear, 7 nearer the optimum
        let cards = [card(5, 280, 0, 40, 298), card(6, 280, 40, 0, 270), card(7, 280, 40, 0, 286)];
        assert_eq!(
            places(&rank(&cards, optimum)),
            vec![(Some(1), 7), (Some(2), 6), (Some(3), 5)]
        );
    }

    #[test]
    fn exact_ties_share_the_place() {
        let optimum = RideTime::from_secs(288);
        let cards = [card(9, 300, 0, 0, 280), card(8, 300, 0, 0, 296), card(4, 250, 0, 0, 288)];
        assert_eq!(
            places(&rank(&cards, optimum)),
            vec![(Some(1), 4), (Some(2), 8), (Some(2), 9)]
        );
    }

    #[test]
    fn non_completers_follow_unplaced() {
        let optimum = RideTime::from_secs(288);
        let mut out = card(3, 250, 0, 0, 0);
        out.cross_country = Some(Outcome::Eliminated("fall of rider at fence 9".into()));
        out.xc_time = None;
        let cards = [out, card(11, 300, 0, 0, 288)];
        let placings = rank(&cards, optimum);
        assert_eq!(places(&placings), vec![(Some(1), 11), (None, 3)]);
        assert_eq!(
            placings[1].status,
            Status::Out {
                phase: Phase::CrossCountry,
                code: "E"
            }
        );
    }
}
