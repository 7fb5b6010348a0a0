//! UK hallmarking: which articles must be marked, what the marks are and what
//! the assay office charges.

use std::fmt;

use crate::metal::{Metal, Standard};
use crate::money::Money;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AssayOffice {
    London,
    Birmingham,
    Sheffield,
    Edinburgh,
}

impl AssayOffice {
    /// The town mark each office strikes.
    pub fn town_mark(self) -> &'static str {
        match self {
            AssayOffice::London => "leopard's head",
            AssayOffice::Birmingham => "anchor",
            AssayOffice::Sheffield => "rose",
            AssayOffice::Edinburgh => "castle",
        }
    }

    pub fn parse(text: &str) -> Option<AssayOffice> {
        match text.trim().to_ascii_lowercase().as_str() {
            "london" | "goldsmiths" => Some(AssayOffice::London),
            "birmingham" => Some(AssayOffice::Birmingham),
            "sheffield" => Some(AssayOffice::Sheffield),
            "edinburgh" => Some(AssayOffice::Edinburgh),
            _ => None,
        }
    }
}

/// Articles lighter than this (grams) are exempt from hallmarking.
pub fn exemption_grams(metal: Metal) -> f64 {
    match metal {
        Metal::Gold => 1.0,
        Metal::Silver => 7.78,
        Metal::Platinum => 0.5,
        Metal::Palladium => 1.0,
    }
}

/// Whether an article must be hallmarked before it is sold as precious metal.
pub fn needs_hallmark(standard: Standard, gross_grams: f64) -> bool {
    gross_grams >= exemption_grams(standard.metal)
}

/// The date letter for a year of marking. The current series started at `a`
/// in 1999 and runs through the 26 letters; each new cycle changes case.
pub fn date_letter(year: u16) -> Option<char> {
    if year < 1999 {
        return None;
    }
    let offset = (year - 1999) as u32;
    let letter = (b'a' + (offset % 26) as u8) as char;
    if (offset / 26) % 2 == 0 {
        Some(letter)
    } else {
        Some(letter.to_ascii_uppercase())
    }
}

/// The traditional (optional) fineness symbol that may be struck beside the
/// millesimal mark.
pub fn traditional_mark(standard: Standard, office: AssayOffice) -> Option<&'static str> {
    match (standard.metal, standard.fineness) {
        (Metal::Gold, _) => Some("crown"),
        (Metal::Silver, 925) if office == AssayOffice::Edinburgh => Some("lion rampant"),
        (Metal::Silver, 925) => Some("lion passant"),
        (Metal::Silver, 958) => Some("Britannia"),
        (Metal::Platinum, _) => Some("orb"),
        (Metal::Palladium, _) => Some("Pallas Athene"),
        _ => None,
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HallmarkError {
    BadSponsor(String),
    TooEarly(u16),
}

impl fmt::Display for HallmarkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HallmarkError::BadSponsor(s) => write!(f, "sponsor's mark {:?} must be 2 to 5 capital letters", s),
            HallmarkError::TooEarly(y) => write!(f, "no date letter for {}", y),
        }
    }
}

impl std::error::Error for HallmarkError {}

/// A full hallmark as struck on an article.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hallmark {
    pub sponsor: String,
    pub standard: Standard,
    pub office: AssayOffice,
    pub year: u16,
}

impl Hallmark {
    pub fn new(sponsor: &str, standard: Standard, office: AssayOffice, year: u16) -> Result<Hallmark, HallmarkError> {
        let ok = (2..=5).contains(&sponsor.len()) && sponsor.chars().all(|c| c.is_ascii_uppercase());
        if !ok {
            return Err(HallmarkError::BadSponsor(sponsor.to_string()));
        }
        if date_letter(year).is_none() {
            return Err(HallmarkError::TooEarly(year));
        }
        Ok(Hallmark { sponsor: sponsor.to_string(), standard, office, year })
    }

    /// The marks in the order they are struck: sponsor, traditional symbol
    /// (when asked for), millesimal fineness, town mark, date letter.
    pub fn marks(&self, with_traditional: bool) -> Vec<String> {
        let mut marks = vec![self.sponsor.clone()];
        if with_traditional {
            if let Some(symbol) = traditional_mark(self.standard, self.office) {
                marks.push(symbol.to_string());
            }
        }
        marks.push(self.standard.fineness.to_string());
        marks.push(self.office.town_mark().to_string());
        marks.push(date_letter(self.year).expect("checked in new").to_string());
        marks
    }
}

/// Upper weight (grams) of each charging band; heavier articles pay the last rate.
const BANDS: [f64; 3] = [5.0, 20.0, 50.0];

/// Pence per article in each band, lightest first.
fn band_rates(metal: Metal) -> [i64; 4] {
    match metal {
        Metal::Silver => [55, 80, 135, 240],
        Metal::Gold => [95, 145, 230, 360],
        Metal::Platinum => [150, 220, 340, 510],
        Metal::Palladium => [120, 180, 275, 420],
    }
}

/// Handling charge for each parcel sent to the assay office.
pub const CONSIGNMENT_CHARGE: Money = Money(850);

/// The assay office's charge to test and mark one article.
pub fn article_charge(standard: Standard, gross_grams: f64) -> Money {
    let rates = band_rates(standard.metal);
    let band = BANDS.iter().position(|&upper| gross_grams <= upper).unwrap_or(BANDS.len());
    Money(rates[band])
}

/// The charge for a parcel of articles: each article's charge plus handling.
/// Exempt articles sent along (for a customer who wants them marked anyway)
/// are charged the same as the others.
pub fn consignment_charge(articles: &[(Standard, f64)]) -> Money {
    if articles.is_empty() {
        return Money::ZERO;
    }
    let marking: Money = articles.iter().map(|&(s, g)| article_charge(s, g)).sum();
    marking + CONSIGNMENT_CHARGE
}
