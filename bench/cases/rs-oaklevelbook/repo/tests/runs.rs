use levelbook::{adjust, arithmetic_check, collimation, misclosure, parse_book, report, rise_and_fall};

/// A drainage run from BM1 on the church wall to BM2 at the outfall, three
/// set-ups, closing 9 mm high.
const OUTFALL: &str = "\
# Oakfield drainage run, 3 June
open BM1 100.000
close BM2 96.950
distance 640
BM1 BS 1.432
A   IS 2.015
B   IS 2.380
CP1 FS 2.911 BS 0.874
C   IS 1.655
CP2 FS 2.207 BS 1.102
D   IS 0.950
BM2 FS 1.331
";

fn levels(rows: &[levelbook::Row]) -> Vec<i32> {
    rows.iter().map(|r| r.rl).collect()
}

#[test]
fn both_reductions_agree() {
    let book = parse_book(OUTFALL).unwrap();
    assert_eq!(levels(&rise_and_fall(&book)), levels(&collimation(&book)));
}

#[test]
fn reduced_levels_of_the_outfall_run() {
    let book = parse_book(OUTFALL).unwrap();
    let rows = rise_and_fall(&book);
    assert_eq!(
        levels(&rows),
        vec![100000, 99417, 99052, 98521, 97740, 97188, 97340, 96959]
    );
}

#[test]
fn arithmetic_check_closes_for_both_methods() {
    let book = parse_book(OUTFALL).unwrap();
    for rows in [rise_and_fall(&book), collimation(&book)] {
        let check = arithmetic_check(&rows);
        assert_eq!(check.sum_bs - check.sum_fs, -3041);
        assert!(check.closes(), "{:?}", check);
    }
}

#[test]
fn misclosure_against_the_closing_benchmark() {
    let book = parse_book(OUTFALL).unwrap();
    assert_eq!(misclosure(&book, &rise_and_fall(&book)), Some(9));
}

#[test]
fn adjustment_brings_the_run_onto_the_closing_benchmark() {
    let book = parse_book(OUTFALL).unwrap();
    let rows = rise_and_fall(&book);
    let adjusted = adjust(&rows, misclosure(&book, &rows).unwrap());
    assert_eq!(adjusted.last(), Some(&96950));
    assert_eq!(adjusted[0], 100000);
}

#[test]
fn adjustment_is_shared_out_per_setup() {
    let book = parse_book(OUTFALL).unwrap();
    let rows = rise_and_fall(&book);
    let adjusted = adjust(&rows, 9);
    let corrections: Vec<i32> = adjusted.iter().zip(&rows).map(|(a, r)| a - r.rl).collect();
    assert_eq!(corrections, vec![0, -3, -3, -3, -6, -6, -9, -9]);
}

#[test]
fn report_with_adjusted_levels() {
    let book = parse_book(OUTFALL).unwrap();
    let rows = rise_and_fall(&book);
    let adjusted = adjust(&rows, misclosure(&book, &rows).unwrap());
    let text = report::table(&rows, Some(&adjusted));
    assert_eq!(
        text.lines().last(),
        Some("BM2                        1.331           0.381   96.959   96.950")
    );
}
