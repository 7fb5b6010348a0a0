use soapbatch::sheet::batch_sheet;
use soapbatch::water::water_by_concentration;
use soapbatch::{lye_for, quality, LyeKind, Recipe};

#[test]
fn bar_sheet() {
    let r = Recipe::new(LyeKind::NaOH)
        .oil("olive", 500.0)
        .unwrap()
        .oil("coconut", 300.0)
        .unwrap()
        .oil("shea butter", 200.0)
        .unwrap();
    let sheet = batch_sheet("Bars", &r).unwrap();
    let want = "Bars
  olive            500.0 g   50.0%
  coconut          300.0 g   30.0%
  shea butter      200.0 g   20.0%
  NaOH             140.8 g
  water            281.6 g
  superfat 5%, iodine 57, INS 151
";
    assert_eq!(sheet, want);
}

#[test]
fn cream_sheet_lists_both_lyes() {
    let r = Recipe::new(LyeKind::Dual { koh_percent: 20.0 })
        .oil("olive", 400.0)
        .unwrap()
        .oil("coconut", 100.0)
        .unwrap();
    let sheet = batch_sheet("Cream", &r).unwrap();
    assert!(sheet.contains("  NaOH              55.1 g\n"), "{sheet}");
    assert!(sheet.contains("  KOH               21.5 g\n"), "{sheet}");
    assert!(sheet.contains("  water            153.1 g\n"), "{sheet}");
}

#[test]
fn water_by_concentration_33_percent() {
    let r = Recipe::new(LyeKind::NaOH)
        .oil("olive", 500.0)
        .unwrap()
        .oil("coconut", 300.0)
        .unwrap()
        .oil("shea butter", 200.0)
        .unwrap();
    let lye = lye_for(&r).unwrap();
    let water = water_by_concentration(&lye, 33.0);
    assert!((lye.naoh / (lye.naoh + water) - 0.33).abs() < 1e-9);
}

#[test]
fn ins_and_iodine() {
    let r = Recipe::new(LyeKind::NaOH)
        .oil("olive", 500.0)
        .unwrap()
        .oil("coconut", 300.0)
        .unwrap()
        .oil("shea butter", 200.0)
        .unwrap();
    assert!((quality::iodine(&r) - 57.3).abs() < 1e-9);
    assert!((quality::ins(&r) - 150.6).abs() < 1e-9);
}
