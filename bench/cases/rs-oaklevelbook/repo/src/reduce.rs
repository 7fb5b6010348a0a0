//! Reducing the book to levels, by rise and fall or by height of collimation.

use crate::book::{FieldBook, Reading, Sight};

/// One line of the reduced book. A change point is one row with both a
/// foresight and a backsight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub station: String,
    pub bs: Option<i32>,
    pub is: Option<i32>,
    pub fs: Option<i32>,
    pub rise: Option<i32>,
    pub fall: Option<i32>,
    /// Height of the plane of collimation, on backsight rows of a collimation reduction.
    pub hpc: Option<i32>,
    pub rl: i32,
    /// The set-up the row's level was observed from: 0 for the opening
    /// benchmark, 1 for the first set-up's intermediate and fore sights.
    pub setup: usize,
}

impl Row {
    fn new(station: &str, rl: i32, setup: usize) -> Row {
        Row {
            station: station.to_string(),
            bs: None,
            is: None,
            fs: None,
            rise: None,
            fall: None,
            hpc: None,
            rl,
            setup,
        }
    }
}

/// Books a backsight: on the change point's row when it follows its
/// foresight, on a new row when it opens the book.
fn backsight_row<'a>(rows: &'a mut Vec<Row>, reading: &Reading, rl: i32) -> &'a mut Row {
    let on_change_point = matches!(
        rows.last(),
        Some(row) if row.station == reading.station && row.fs.is_some() && row.bs.is_none()
    );
    if !on_change_point {
        rows.push(Row::new(&reading.station, rl, 0));
    }
    let row = rows.last_mut().unwrap();
    row.bs = Some(reading.staff);
    row
}

fn sight_row(reading: &Reading, rl: i32, setup: usize) -> Row {
    let mut row = Row::new(&reading.station, rl, setup);
    match reading.sight {
        Sight::Inter => row.is = Some(reading.staff),
        _ => row.fs = Some(reading.staff),
    }
    row
}

/// Rise and fall: each reading is compared with the one before it from the
/// same set-up; a smaller reading is a rise.
pub fn rise_and_fall(book: &FieldBook) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut rl = book.opening.rl;
    let mut prev = 0;
    let mut setup = 0;
    for reading in &book.readings {
        match reading.sight {
            Sight::Back => {
                backsight_row(&mut rows, reading, rl);
                setup += 1;
            }
            Sight::Inter | Sight::Fore => {
                let diff = prev - reading.staff;
                rl += diff;
                let mut row = sight_row(reading, rl, setup);
                if diff >= 0 {
                    row.rise = Some(diff);
                } else {
                    row.fall = Some(-diff);
                }
                rows.push(row);
            }
        }
        prev = reading.staff;
    }
    rows
}

/// Height of collimation: the backsight on a known level gives the height of
/// the instrument's line of sight, and every other reading is taken off it.
pub fn collimation(book: &FieldBook) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut rl = book.opening.rl;
    let mut hpc = 0;
    let mut setup = 0;
    for reading in &book.readings {
        match reading.sight {
            Sight::Back => {
                hpc = rl + reading.staff;
                backsight_row(&mut rows, reading, rl).hpc = Some(hpc);
                setup += 1;
            }
            Sight::Inter | Sight::Fore => {
                rl = hpc - reading.staff;
                rows.push(sight_row(reading, rl, setup));
            }
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::parse_book;

    const BOOK: &str = "open BM1 50.000\nBM1 BS 1.200\nA IS 1.700\nCP1 FS 0.900 BS 2.100\nB FS 1.600\n";

    #[test]
    fn rise_and_fall_levels() {
        let rows = rise_and_fall(&parse_book(BOOK).unwrap());
        let rls: Vec<i32> = rows.iter().map(|r| r.rl).collect();
        assert_eq!(rls, vec![50000, 49500, 50300, 50800]);
        assert_eq!(rows[1].fall, Some(500));
        assert_eq!(rows[2].rise, Some(800));
        assert_eq!(rows[2].bs, Some(2100));
    }

    #[test]
    fn collimation_levels() {
        let rows = collimation(&parse_book(BOOK).unwrap());
        let rls: Vec<i32> = rows.iter().map(|r| r.rl).collect();
        assert_eq!(rls, vec![50000, 49500, 50300, 50800]);
        assert_eq!(rows[0].hpc, Some(51200));
        assert_eq!(rows[2].hpc, Some(52400));
    }

    #[test]
    fn rows_know_their_setup() {
        let rows = rise_and_fall(&parse_book(BOOK).unwrap());
        let setups: Vec<usize> = rows.iter().map(|r| r.setup).collect();
        assert_eq!(setups, vec![0, 1, 1, 2]);
    }
}
