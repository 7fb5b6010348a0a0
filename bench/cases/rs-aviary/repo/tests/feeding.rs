use aviary::feeding::{daily_seed_g, ration_share, sacks, seed_kg};
use aviary::species::Species;

#[test]
fn rations() {
    assert_eq!(ration_share(Species::ZebraFinch), 0.3);
    assert_eq!(ration_share(Species::Cockatiel), 0.25);
    assert!((daily_seed_g(Species::Canary) - 6.6).abs() < 1e-9);
    assert!((daily_seed_g(Species::Cockatiel) - 22.5).abs() < 1e-9);
}

#[test]
fn weekly_seed() {
    let birds = [Species::Budgerigar; 10];
    // 35 g * 0.25 = 8.75 g a day each
    assert!((seed_kg(&birds, 7) - 0.6125).abs() < 1e-9);
    assert_eq!(seed_kg(&[], 7), 0.0);
}

#[test]
fn whole_sacks() {
    assert_eq!(sacks(0.0, 20.0), 0);
    assert_eq!(sacks(20.0, 20.0), 1);
    assert_eq!(sacks(20.5, 20.0), 2);
}
