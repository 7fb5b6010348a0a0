use paddock::feed::{bales_for, dry_matter_need_g, grazing_share_pct, hay_g};
use paddock::horse::{Build, Horse};
use paddock::paddock::Paddock;

#[test]
fn need_is_two_percent() {
    let h = Horse::new("Major", "Tom Reid", Build::Draught, 800);
    assert_eq!(dry_matter_need_g(&h), 16_000);
}

#[test]
fn restricted_need() {
    let h = Horse::new("Biscuit", "Ann Hale", Build::Pony, 300).with_condition(4);
    assert_eq!(dry_matter_need_g(&h), 4_500);
}

#[test]
fn grazing_shares() {
    assert_eq!(grazing_share_pct(&Paddock::new("A", 100, 12)), 60);
    assert_eq!(grazing_share_pct(&Paddock::new("A", 100, 5)), 30);
    assert_eq!(grazing_share_pct(&Paddock::new("A", 100, 2)), 0);
}

#[test]
fn hay_stabled() {
    // 500 kg: 10 kg dry matter, 11 765 g hay, rounded up to 11 800.
    let h = Horse::new("Pepper", "Jo Marsh", Build::Horse, 500);
    assert_eq!(hay_g(&h, None), 11_800);
}

#[test]
fn hay_out_on_grass() {
    let h = Horse::new("Pepper", "Jo Marsh", Build::Horse, 500);
    // 40% of 10 kg from hay: 4 705.9 g, rounded up to 4 800.
    assert_eq!(hay_g(&h, Some(&Paddock::new("Top", 200, 10))), 4_800);
}

#[test]
fn bales() {
    assert_eq!(bales_for(11_800, 7), 5);
    assert_eq!(bales_for(10_000, 2), 1);
    assert_eq!(bales_for(0, 30), 0);
}
