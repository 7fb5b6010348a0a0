use goldsmith::rings::*;
use goldsmith::Standard;

fn size(text: &str) -> RingSize {
    RingSize::parse(text).unwrap()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-4
}

#[test]
fn parses_sizes() {
    assert_eq!(size("N"), RingSize::new('N', false).unwrap());
    assert_eq!(size("n½"), RingSize::new('N', true).unwrap());
    assert_eq!(size("N 1/2"), size("N.5"));
    assert_eq!(RingSize::parse("Z½"), None);
    assert_eq!(RingSize::parse("7"), None);
    assert_eq!(RingSize::parse(""), None);
    assert_eq!(size("P½").to_string(), "P½");
}

#[test]
fn circumferences() {
    assert!(close(size("A").circumference_mm(), 37.8));
    assert!(close(size("N").circumference_mm(), 54.05));
    assert!(close(size("N½").circumference_mm(), 54.675));
    assert!(close(size("Z").circumference_mm(), 69.05));
    assert!(close(size("N").diameter_mm(), 17.2047));
}

#[test]
fn nearest_size_to_a_measurement() {
    assert_eq!(RingSize::from_circumference(54.1), Some(size("N")));
    assert_eq!(RingSize::from_circumference(54.6), Some(size("N½")));
    assert_eq!(RingSize::from_circumference(30.0), None);
    assert_eq!(size("M").offset(3), Some(size("N½")));
    assert_eq!(size("B").offset(-5), None);
}

#[test]
fn small_changes_are_stretched_or_compressed() {
    let band = Profile { shape: Shape::Court, width_mm: 4.0, thickness_mm: 1.8 };
    let gold = Standard::parse("18ct").unwrap();
    let up = resize(size("J"), size("K"), &band, gold, false);
    assert_eq!(up.method, Method::Stretch);
    assert_eq!(up.metal_grams, 0.0);
    let down = resize(size("K½"), size("K"), &band, gold, false);
    assert_eq!(down.method, Method::Compress);
    assert!(close(down.change_mm, -0.625));
}

#[test]
fn sizing_up_a_flat_band_adds_metal() {
    let band = Profile { shape: Shape::Flat, width_mm: 3.0, thickness_mm: 1.6 };
    let r = resize(size("N"), size("P"), &band, Standard::parse("18ct").unwrap(), false);
    assert_eq!(r.method, Method::CutAndAdd);
    assert!(close(r.change_mm, 2.5));
    assert!(close(r.metal_grams, 0.186), "{}", r.metal_grams);
}

#[test]
fn sizing_down_a_d_shape_takes_metal_out() {
    let band = Profile { shape: Shape::DShape, width_mm: 4.0, thickness_mm: 1.8 };
    let r = resize(size("Q"), size("N½"), &band, Standard::parse("9ct").unwrap(), false);
    assert_eq!(r.method, Method::CutAndRemove);
    assert!(close(r.metal_grams, -0.196153), "{}", r.metal_grams);
}

#[test]
fn stone_set_rings_are_always_cut() {
    let shank = Profile { shape: Shape::Court, width_mm: 2.5, thickness_mm: 1.5 };
    let r = resize(size("K"), size("K½"), &shank, Standard::parse("pt950").unwrap(), true);
    assert_eq!(r.method, Method::CutAndAdd);
    assert!(close(r.metal_grams, 0.042694), "{}", r.metal_grams);
}
