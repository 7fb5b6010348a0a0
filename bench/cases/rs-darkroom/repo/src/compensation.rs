//! Corrections to development time for temperature and for push or pull
//! processing.

use crate::Error;

/// Development time changes by about 9% for each degree away from 20 °C,
/// which follows the manufacturers' time/temperature charts closely between
/// 18 and 24 °C.
pub const PER_DEGREE: f64 = 1.09;

pub const MIN_CELSIUS: f64 = 18.0;
pub const MAX_CELSIUS: f64 = 24.0;

/// Minutes at `celsius` for a time given at 20 °C.
pub fn for_temperature(minutes_at_20: f64, celsius: f64) -> Result<f64, Error> {
    if !(MIN_CELSIUS..=MAX_CELSIUS).contains(&celsius) {
        return Err(Error::TemperatureOutOfRange(celsius));
    }
    Ok(minutes_at_20 * PER_DEGREE.powf(20.0 - celsius))
}

/// Time factor for exposing the film at a different speed than its box speed:
/// positive stops push (longer), negative pull (shorter).
pub fn push_factor(stops: i8) -> Result<f64, Error> {
    match stops {
        -2 => Ok(0.65),
        -1 => Ok(0.8),
        0 => Ok(1.0),
        1 => Ok(1.4),
        2 => Ok(1.9),
        3 => Ok(2.6),
        _ => Err(Error::PushOutOfRange(stops)),
    }
}

/// Exposure index for a push or pull from box speed.
pub fn exposure_index(iso: u32, stops: i8) -> u32 {
    if stops >= 0 {
        iso << stops as u32
    } else {
        iso >> (-stops) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 0.01
    }

    #[test]
    fn warmer_is_shorter() {
        assert!(close(for_temperature(10.0, 20.0).unwrap(), 10.0));
        assert!(close(for_temperature(10.0, 24.0).unwrap(), 7.08));
        assert!(close(for_temperature(10.0, 18.0).unwrap(), 11.88));
    }

    #[test]
    fn outside_the_chart() {
        assert_eq!(for_temperature(10.0, 26.0), Err(Error::TemperatureOutOfRange(26.0)));
        assert!(for_temperature(10.0, 17.5).is_err());
    }

    #[test]
    fn push_and_pull() {
        assert_eq!(push_factor(1).unwrap(), 1.4);
        assert_eq!(push_factor(-1).unwrap(), 0.8);
        assert_eq!(push_factor(4), Err(Error::PushOutOfRange(4)));
        assert_eq!(exposure_index(400, 2), 1600);
        assert_eq!(exposure_index(400, -1), 200);
    }
}
