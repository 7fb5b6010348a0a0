//! One line of the intake sheet: an optional quantity, the metal code with the
//! declared fineness, a description and the weight of one article, e.g.
//!
//! ```text
//! 3x AG925 napkin ring 18g
//! AU750 signet ring 6dwt
//! ```

use std::fmt;

use crate::metal::Metal;
use crate::units::{parse_weight, WeightError};

#[derive(Debug, Clone, PartialEq)]
pub struct Article {
    pub quantity: u32,
    pub metal: Metal,
    pub fineness: u16,
    pub description: String,
    /// weight of one article
    pub grams: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub enum IntakeError {
    TooShort,
    BadQuantity(String),
    BadMark(String),
    NotAStandard(Metal, u16),
    Weight(WeightError),
}

impl fmt::Display for IntakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntakeError::TooShort => write!(f, "expected a mark, a description and a weight"),
            IntakeError::BadQuantity(q) => write!(f, "bad quantity {q:?}"),
            IntakeError::BadMark(m) => write!(f, "bad mark {m:?}"),
            IntakeError::NotAStandard(metal, fineness) => {
                write!(f, "{fineness} is not a standard for {metal}")
            }
            IntakeError::Weight(e) => write!(f, "{e}"),
        }
    }
}

fn parse_mark(mark: &str) -> Result<(Metal, u16), IntakeError> {
    let bad = || IntakeError::BadMark(mark.to_string());
    if mark.len() < 3 || !mark.is_char_boundary(2) {
        return Err(bad());
    }
    let (code, digits) = mark.split_at(2);
    let metal: Metal = code.parse().map_err(|_| bad())?;
    let fineness: u16 = digits.parse().map_err(|_| bad())?;
    if !metal.is_standard(fineness) {
        return Err(IntakeError::NotAStandard(metal, fineness));
    }
    Ok((metal, fineness))
}

pub fn parse_line(line: &str) -> Result<Article, IntakeError> {
    let mut words: Vec<&str> = line.split_whitespace().collect();
    let mut quantity = 1;
    if let Some(first) = words.first() {
        if let Some(q) = first.strip_suffix(['x', 'X']) {
            if q.chars().all(|c| c.is_ascii_digit()) {
                quantity = q
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| IntakeError::BadQuantity(first.to_string()))?;
                words.remove(0);
            }
        }
    }
    if words.len() < 3 {
        return Err(IntakeError::TooShort);
    }
    let (metal, fineness) = parse_mark(words[0])?;
    let grams = parse_weight(words[words.len() - 1]).map_err(IntakeError::Weight)?;
    let description = words[1..words.len() - 1].join(" ");
    Ok(Article {
        quantity,
        metal,
        fineness,
        description,
        grams,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks() {
        assert_eq!(parse_mark("AG925"), Ok((Metal::Silver, 925)));
        assert_eq!(parse_mark("au375"), Ok((Metal::Gold, 375)));
        assert_eq!(parse_mark("AG930"), Err(IntakeError::NotAStandard(Metal::Silver, 930)));
        assert_eq!(parse_mark("ZZ925"), Err(IntakeError::BadMark("ZZ925".into())));
        assert_eq!(parse_mark("AG"), Err(IntakeError::BadMark("AG".into())));
    }
}
