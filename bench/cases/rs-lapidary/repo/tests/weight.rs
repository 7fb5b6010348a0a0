use lapidary::{estimate_carats, material, Dimensions, Shape};

fn dims(length: f64, width: f64, depth: f64) -> Dimensions {
    Dimensions { length, width, depth }
}

#[test]
fn round_quartz() {
    let quartz = material("quartz").unwrap();
    assert_eq!(estimate_carats(Shape::Round, dims(6.5, 6.5, 3.9), &quartz), 0.76);
}

#[test]
fn oval_sapphire() {
    let corundum = material("corundum").unwrap();
    assert_eq!(estimate_carats(Shape::Oval, dims(8.0, 6.0, 4.0), &corundum), 1.27);
}

#[test]
fn emerald_cut_is_heavier_than_a_pear_of_the_same_outline() {
    let beryl = material("beryl").unwrap();
    let d = dims(9.0, 7.0, 5.0);
    assert!(estimate_carats(Shape::Emerald, d, &beryl) > estimate_carats(Shape::Pear, d, &beryl));
}
