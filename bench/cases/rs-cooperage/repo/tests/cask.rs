use cooperage::cask::volume_litres;
use cooperage::stave::{bilge_span_mm, staves_needed};
use cooperage::CaskKind;

#[test]
fn standard_casks_hold_about_their_nominal_size() {
    for kind in CaskKind::ALL {
        let litres = volume_litres(&kind.standard_dimensions());
        let nominal = kind.nominal_litres();
        assert!(
            (litres - nominal).abs() / nominal < 0.05,
            "{}: {} l for a nominal {} l",
            kind.name(),
            litres,
            nominal
        );
    }
}

#[test]
fn stave_length_includes_both_chimes() {
    assert_eq!(CaskKind::Barrique.stave_length_mm(), 800);
    assert_eq!(CaskKind::Butt.stave_length_mm(), 1130);
}

#[test]
fn a_hogshead_needs_more_staves_than_a_barrique() {
    assert!(bilge_span_mm(710.0) > bilge_span_mm(680.0));
    assert_eq!(staves_needed(710.0, 80.0), 28);
}
