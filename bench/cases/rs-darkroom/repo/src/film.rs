//! Film stocks and their published development times at 20 °C.

use crate::dilution::Dilution;
use crate::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Roll135,
    Roll120,
    Sheet4x5,
}

impl Format {
    /// Film area relative to one 36 exposure roll of 135, used for chemical
    /// capacity: a roll of 120 is about the same, a 4x5 sheet a quarter.
    pub fn rolls_equivalent(self, count: u32) -> f64 {
        let each = match self {
            Format::Roll135 | Format::Roll120 => 1.0,
            Format::Sheet4x5 => 0.25,
        };
        each * count as f64
    }
}

#[derive(Debug)]
pub struct FilmStock {
    pub name: &'static str,
    pub iso: u32,
    /// (developer, dilution, minutes at 20 °C)
    pub times: &'static [(&'static str, &'static str, f64)],
}

pub static STOCKS: &[FilmStock] = &[
    FilmStock {
        name: "HP5 Plus",
        iso: 400,
        times: &[
            ("D-76", "stock", 7.5),
            ("D-76", "1+1", 13.0),
            ("ID-11", "stock", 7.5),
            ("ID-11", "1+1", 13.0),
            ("Rodinal", "1+25", 6.0),
            ("Rodinal", "1+50", 11.0),
        ],
    },
    FilmStock {
        name: "FP4 Plus",
        iso: 125,
        times: &[
            ("D-76", "stock", 8.5),
            ("D-76", "1+1", 11.0),
            ("ID-11", "stock", 8.5),
            ("Rodinal", "1+25", 9.0),
            ("Rodinal", "1+50", 14.0),
        ],
    },
    FilmStock {
        name: "Tri-X 400",
        iso: 400,
        times: &[
            ("D-76", "stock", 6.75),
            ("D-76", "1+1", 9.75),
            ("Rodinal", "1+50", 13.0),
        ],
    },
    FilmStock {
        name: "Delta 100",
        iso: 100,
        times: &[("ID-11", "stock", 8.5), ("ID-11", "1+1", 11.0), ("D-76", "stock", 8.5)],
    },
];

pub fn stock(name: &str) -> Result<&'static FilmStock, Error> {
    STOCKS
        .iter()
        .find(|s| s.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| Error::UnknownFilm(name.to_string()))
}

impl FilmStock {
    /// Minutes at 20 °C at box speed for a developer and dilution.
    pub fn minutes(&self, developer: &str, dilution: &Dilution) -> Result<f64, Error> {
        self.times
            .iter()
            .find(|(dev, dil, _)| {
                dev.eq_ignore_ascii_case(developer)
                    && dil.parse::<Dilution>().map(|d| d == *dilution).unwrap_or(false)
            })
            .map(|(_, _, minutes)| *minutes)
            .ok_or_else(|| Error::NoTime {
                film: self.name.to_string(),
                developer: developer.to_string(),
                dilution: dilution.to_string(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_stock_ignoring_case() {
        assert_eq!(stock("hp5 plus").unwrap().iso, 400);
        assert!(matches!(stock("Pan F"), Err(Error::UnknownFilm(_))));
    }

    #[test]
    fn looks_up_minutes() {
        let fp4 = stock("FP4 Plus").unwrap();
        assert_eq!(fp4.minutes("rodinal", &"1+50".parse().unwrap()).unwrap(), 14.0);
        assert_eq!(fp4.minutes("D-76", &Dilution::STOCK).unwrap(), 8.5);
        assert!(matches!(
            fp4.minutes("Rodinal", &"1+100".parse().unwrap()),
            Err(Error::NoTime { .. })
        ));
    }

    #[test]
    fn sheets_count_as_quarter_rolls() {
        assert_eq!(Format::Sheet4x5.rolls_equivalent(6), 1.5);
        assert_eq!(Format::Roll120.rolls_equivalent(2), 2.0);
    }
}
