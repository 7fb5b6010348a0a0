mod common;

use common::{close, greystone};
use reservoir::Day;

#[test]
fn compensation_flow_in_megalitres_a_day() {
    // 0.05 m³/s × 86 400 s = 4 320 m³
    assert!(close(greystone(2000.0).compensation_ml(), 4.32));
}

#[test]
fn a_dry_day_draws_the_reservoir_down() {
    let mut r = greystone(2000.0);
    let day = Day { inflow: 12.0, rain_mm: 0.0, evaporation_mm: 3.0, abstraction: 25.0 };
    let result = r.step(&day).unwrap();
    // 2000 + 12 - 1.8 evaporation - 4.32 compensation - 25
    assert!(close(result.storage, 1980.88));
    assert!(close(r.storage, 1980.88));
    assert_eq!(result.spill, 0.0);
    assert_eq!(result.shortfall, 0.0);
    assert!(close(result.compensation, 4.32));
    assert!((result.level - 313.2537).abs() < 1e-4);
}

#[test]
fn water_above_top_water_spills() {
    let mut r = greystone(3290.0);
    let day = Day { inflow: 60.0, rain_mm: 20.0, evaporation_mm: 0.5, abstraction: 25.0 };
    let result = r.step(&day).unwrap();
    // 3290 + 60 + 12 - 0.3 - 4.32 - 25 = 3332.38, of which 32.38 over 3300
    assert!(close(result.spill, 32.38));
    assert!(close(result.storage, 3300.0));
    assert!(close(result.level, 318.0));
}

#[test]
fn abstraction_stops_at_dead_storage() {
    let mut r = greystone(170.0);
    let day = Day { inflow: 1.0, rain_mm: 0.0, evaporation_mm: 0.0, abstraction: 25.0 };
    let result = r.step(&day).unwrap();
    // 170 + 1 - 4.32 = 166.68, only 16.68 above the 150 Ml dead storage
    assert!(close(result.storage, 150.0));
    assert!(close(result.shortfall, 8.32));
}

#[test]
fn a_week_of_days() {
    let mut r = greystone(2400.0);
    let days = vec![Day { inflow: 30.0, rain_mm: 2.0, evaporation_mm: 1.0, abstraction: 22.0 }; 7];
    let results = r.run(&days).unwrap();
    assert_eq!(results.len(), 7);
    // each day: +30 +1.2 -0.6 -4.32 -22 = +4.28
    assert!(close(results[6].storage, 2429.96));
    assert!(results.windows(2).all(|w| w[1].level > w[0].level));
}
