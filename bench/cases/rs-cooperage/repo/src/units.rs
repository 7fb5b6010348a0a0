//! Units used on the shop floor: millimetres for timber, litres for casks,
//! with the gallon conversions the distilleries still ask for.

pub const LITRES_PER_US_GALLON: f64 = 3.785_411_784;
pub const LITRES_PER_IMPERIAL_GALLON: f64 = 4.546_09;
pub const MM_PER_INCH: f64 = 25.4;

/// Cubic millimetres to litres (1 litre = 1,000,000 mm³).
pub fn mm3_to_litres(mm3: f64) -> f64 {
    mm3 / 1_000_000.0
}

pub fn litres_to_us_gallons(litres: f64) -> f64 {
    litres / LITRES_PER_US_GALLON
}

pub fn litres_to_imperial_gallons(litres: f64) -> f64 {
    litres / LITRES_PER_IMPERIAL_GALLON
}

pub fn inches_to_mm(inches: f64) -> f64 {
    inches * MM_PER_INCH
}

/// Rounds to one decimal place, as volumes are written on the cask head.
pub fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gallons() {
        assert_eq!(round1(litres_to_us_gallons(200.0)), 52.8);
        assert_eq!(round1(litres_to_imperial_gallons(250.0)), 55.0);
    }

    #[test]
    fn volume() {
        assert_eq!(mm3_to_litres(225_000_000.0), 225.0);
        assert_eq!(inches_to_mm(2.0), 50.8);
    }
}
