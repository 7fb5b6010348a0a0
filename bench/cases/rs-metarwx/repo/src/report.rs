//! What a pilot reads off a parsed report: the ceiling, the flight category, the crosswind on a runway.

use crate::parse::Metar;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    Lifr,
    Ifr,
    Mvfr,
    Vfr,
}

/// The base of the lowest broken or overcast layer, if any.
pub fn ceiling_ft(m: &Metar) -> Option<u32> {
    m.layers
        .iter()
        .filter(|l| l.cover.is_ceiling())
        .map(|l| l.base_ft)
        .min()
}

fn by_ceiling(ceiling: Option<u32>) -> Category {
    match ceiling {
        Some(ft) if ft < 500 => Category::Lifr,
        Some(ft) if ft < 1000 => Category::Ifr,
        Some(ft) if ft <= 3000 => Category::Mvfr,
        _ => Category::Vfr,
    }
}

fn by_visibility(metres: u32) -> Category {
    match metres {
        m if m < 1600 => Category::Lifr,
        m if m < 5000 => Category::Ifr,
        m if m <= 8000 => Category::Mvfr,
        _ => Category::Vfr,
    }
}

/// The worse of what the ceiling and the visibility give.
pub fn flight_category(m: &Metar) -> Category {
    by_ceiling(ceiling_ft(m)).min(by_visibility(m.visibility_m))
}

/// The crosswind on a runway heading, in whole knots (gusts counted); a variable wind counts in full.
pub fn crosswind_kt(m: &Metar, runway_heading: u16) -> u16 {
    let speed = m.wind.gust_kt.unwrap_or(m.wind.speed_kt);
    match m.wind.direction {
        None => speed,
        Some(dir) => {
            let angle = (f64::from(dir) - f64::from(runway_heading)).to_radians();
            (f64::from(speed) * angle.sin().abs()).round() as u16
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    #[test]
    fn the_ceiling_is_the_lowest_broken_or_overcast_layer() {
        let m = parse("EGPH 051150Z 24015KT 9999 FEW008 OVC040 OVC020 08/03 Q1002").unwrap();
        assert_eq!(ceiling_ft(&m), Some(2000));
        assert_eq!(flight_category(&m), Category::Mvfr);
    }

    #[test]
    fn scattered_cloud_is_no_ceiling() {
        let m = parse("EGPH 051150Z 24015KT 9999 FEW004 SCT006 08/03 Q1002").unwrap();
        assert_eq!(ceiling_ft(&m), None);
        assert_eq!(flight_category(&m), Category::Vfr);
    }

    #[test]
    fn fog_is_lifr_whatever_the_cloud() {
        let m = parse("EGNX 050620Z VRB02KT 0800 FG M02/M03 Q1021").unwrap();
        assert_eq!(flight_category(&m), Category::Lifr);
    }

    #[test]
    fn crosswind_counts_the_gusts() {
        let m = parse("EGPH 051150Z 27015G25KT 9999 08/03 Q1002").unwrap();
        assert_eq!(crosswind_kt(&m, 230), 16);
        assert_eq!(crosswind_kt(&m, 270), 0);
    }
}
