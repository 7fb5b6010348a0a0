use gliderclub::{Launch, LaunchTariff};

#[test]
fn launch_fees() {
    let t = LaunchTariff::default();
    assert_eq!(t.fee(&Launch::Winch), 1100);
    assert_eq!(t.fee(&Launch::SelfLaunch), 0);
}

#[test]
fn tow_fees() {
    let t = LaunchTariff::default();
    assert_eq!(t.fee(&Launch::Aerotow { height_ft: 1500 }), 3800);
    assert_eq!(t.fee(&Launch::Aerotow { height_ft: 2000 }), 3800);
    assert_eq!(t.fee(&Launch::Aerotow { height_ft: 2500 }), 4400);
    assert_eq!(t.fee(&Launch::Aerotow { height_ft: 3000 }), 5000);
}

#[test]
fn tows_from_the_log() {
    let t = LaunchTariff::default();
    let tow = Launch::parse("T30").unwrap();
    assert!(tow.is_aerotow());
    assert_eq!(t.fee(&tow), 5000);
    assert_eq!(t.fee(&Launch::parse("T15").unwrap()), 3800);
}

#[test]
fn club_can_set_its_own_prices() {
    let t = LaunchTariff {
        winch_pence: 900,
        tow_base_pence: 3000,
        tow_base_height_ft: 1500,
        ..LaunchTariff::default()
    };
    assert_eq!(t.fee(&Launch::Winch), 900);
    assert_eq!(t.fee(&Launch::Aerotow { height_ft: 1500 }), 3000);
    assert_eq!(t.fee(&Launch::Aerotow { height_ft: 2500 }), 4200);
}
