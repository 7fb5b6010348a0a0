//! Printer's measures: points, picas and the units of an em.

/// Points in a pica.
pub const POINTS_PER_PICA: u32 = 12;

/// Units in an em of any body size (the Monotype unit system).
pub const UNITS_PER_EM: u32 = 18;

/// The width of `picas` picas in units of a fount of `size_pt` points, rounded down:
/// an em is `size_pt` points wide, so a unit is `size_pt / 18` points.
pub fn picas_to_units(picas: u32, size_pt: u32) -> u32 {
    picas * POINTS_PER_PICA * UNITS_PER_EM / size_pt
}

/// The width of `units` units of a fount of `size_pt` points, in points (rounded down).
pub fn units_to_points(units: u32, size_pt: u32) -> u32 {
    units * size_pt / UNITS_PER_EM
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pica_of_twelve_point_is_one_em() {
        assert_eq!(picas_to_units(1, 12), UNITS_PER_EM);
    }

    #[test]
    fn smaller_type_has_more_units_to_the_measure() {
        assert_eq!(picas_to_units(20, 12), 360);
        assert_eq!(picas_to_units(20, 10), 432);
        assert_eq!(picas_to_units(20, 9), 480);
    }

    #[test]
    fn units_back_to_points() {
        assert_eq!(units_to_points(360, 12), 240);
        assert_eq!(units_to_points(9, 12), 6);
    }
}
