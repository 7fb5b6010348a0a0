use goldsmith::casting::*;
use goldsmith::Standard;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

#[test]
fn metal_from_wax_weight() {
    assert!(close(metal_for_wax(2.0, Standard::parse("18ct").unwrap()), 31.0));
    assert!(close(metal_for_wax(1.0, Standard::parse("925").unwrap()), 10.36));
}

#[test]
fn a_flask_of_silver_rings() {
    let mut flask = Flask::new(4.0);
    flask.add(1.2).add(1.5).add(0.9);
    assert!(close(flask.wax_grams(), 7.6));
    let melt = melt_for_flask(&flask, Standard::parse("sterling").unwrap(), DEFAULT_BUTTON_PCT);
    assert!(close(melt.pieces_grams, 37.296));
    assert!(close(melt.tree_grams, 41.44));
    assert!(close(melt.button_grams, 11.8104));
    assert!(close(melt.total_grams, 90.5464));
}

#[test]
fn splitting_a_run_into_flasks() {
    let sterling = Standard::parse("925").unwrap();
    assert_eq!(flasks_needed(1.5, 40, sterling, 250.0), (4, 13));
    assert_eq!(flasks_needed(1.5, 5, sterling, 250.0), (1, 5));
    assert_eq!(flasks_needed(1.5, 0, sterling, 250.0), (0, 0));
    // a model too heavy for one pour still gets a flask of its own
    assert_eq!(flasks_needed(30.0, 2, sterling, 250.0), (2, 1));
}
