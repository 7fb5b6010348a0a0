mod common;

use common::close;
use reservoir::weir::Weir;

#[test]
fn no_flow_below_the_crest() {
    let w = Weir::broad_crested(318.0, 40.0);
    assert_eq!(w.head(317.2), 0.0);
    assert_eq!(w.discharge(317.2), 0.0);
    assert_eq!(w.spill_ml_per_day(318.0), 0.0);
}

#[test]
fn discharge_follows_the_weir_equation() {
    let w = Weir::broad_crested(318.0, 40.0);
    // 1.7 × 40 × 0.25^1.5 = 8.5 m³/s
    assert!(close(w.discharge(318.25), 8.5));
    // 1.7 × 40 × 1^1.5 = 68 m³/s
    assert!(close(w.discharge(319.0), 68.0));
}

#[test]
fn a_days_spill_in_megalitres() {
    let w = Weir::broad_crested(318.0, 40.0);
    // 8.5 m³/s for a day is 734 400 m³
    assert!(close(w.spill_ml_per_day(318.25), 734.4));
    let small = Weir { crest: 100.0, length: 2.0, coefficient: 1.5 };
    // 1.5 × 2 × 0.04^1.5 = 0.024 m³/s, 2.0736 Ml/d
    assert!(close(small.spill_ml_per_day(100.04), 2.0736));
}

#[test]
fn level_for_a_flow() {
    let w = Weir::broad_crested(318.0, 40.0);
    assert!(close(w.level_for(8.5), 318.25));
    assert_eq!(w.level_for(0.0), 318.0);
}
