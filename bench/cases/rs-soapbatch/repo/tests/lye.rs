use soapbatch::lye::tenth;
use soapbatch::{lye_for, LyeKind, Recipe, RecipeError};

fn castile_blend(kind: LyeKind) -> Recipe {
    Recipe::new(kind)
        .oil("olive", 500.0)
        .unwrap()
        .oil("coconut", 300.0)
        .unwrap()
        .oil("shea butter", 200.0)
        .unwrap()
}

#[test]
fn naoh_bar_batch() {
    let lye = lye_for(&castile_blend(LyeKind::NaOH)).unwrap();
    assert_eq!(tenth(lye.naoh), 140.8);
    assert_eq!(lye.koh, 0.0);
}

#[test]
fn koh_liquid_batch_accounts_for_purity() {
    let r = Recipe::new(LyeKind::KOH)
        .superfat(3.0)
        .unwrap()
        .oil("olive", 700.0)
        .unwrap()
        .oil("castor", 300.0)
        .unwrap();
    let lye = lye_for(&r).unwrap();
    // 187 g of pure KOH at 3% superfat, weighed as 90% flakes.
    assert_eq!(tenth(lye.koh), 201.5);
    assert_eq!(lye.naoh, 0.0);
}

#[test]
fn dual_lye_cream_soap() {
    let r = Recipe::new(LyeKind::Dual { koh_percent: 20.0 })
        .oil("olive", 400.0)
        .unwrap()
        .oil("coconut", 100.0)
        .unwrap();
    let lye = lye_for(&r).unwrap();
    assert_eq!(tenth(lye.naoh), 55.1);
    assert_eq!(tenth(lye.koh), 21.5);
}

#[test]
fn dual_lye_all_koh_matches_koh() {
    let dual = lye_for(&castile_blend(LyeKind::Dual { koh_percent: 100.0 })).unwrap();
    let koh = lye_for(&castile_blend(LyeKind::KOH)).unwrap();
    assert_eq!(dual.naoh, 0.0);
    assert!((dual.koh - koh.koh).abs() < 1e-9);
}

#[test]
fn superfat_lowers_lye() {
    let plain = lye_for(&castile_blend(LyeKind::NaOH).superfat(0.0).unwrap()).unwrap();
    let mild = lye_for(&castile_blend(LyeKind::NaOH).superfat(8.0).unwrap()).unwrap();
    assert_eq!(tenth(plain.naoh), 148.2);
    assert!((mild.naoh / plain.naoh - 0.92).abs() < 1e-9);
}

#[test]
fn errors() {
    assert_eq!(
        lye_for(&Recipe::new(LyeKind::NaOH)),
        Err(RecipeError::Empty)
    );
    assert_eq!(
        Recipe::new(LyeKind::NaOH).oil("whale", 10.0).unwrap_err(),
        RecipeError::UnknownOil("whale".into())
    );
    assert_eq!(
        Recipe::new(LyeKind::NaOH).superfat(25.0).unwrap_err(),
        RecipeError::BadPercent(25.0)
    );
    let bad = Recipe::new(LyeKind::Dual { koh_percent: 120.0 })
        .oil("olive", 100.0)
        .unwrap();
    assert_eq!(lye_for(&bad), Err(RecipeError::BadPercent(120.0)));
}
