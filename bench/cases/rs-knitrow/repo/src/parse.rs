//! Reading one row's instructions: `k2, p2, yo, k2tog, ssk, sl1, m1`.

use std::fmt;

use crate::stitch::Stitch;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    UnknownStitch(String),
    BadCount(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "a row needs at least one stitch"),
            ParseError::UnknownStitch(t) => write!(f, "unknown stitch {t:?}"),
            ParseError::BadCount(t) => write!(f, "bad count in {t:?}"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Splits `k12` into `("k", 12)`; a bare `k` is one stitch.
fn split_count(token: &str) -> Result<(&str, u32), ParseError> {
    let digits = token.find(|c: char| c.is_ascii_digit()).unwrap_or(token.len());
    let (head, tail) = token.split_at(digits);
    if tail.is_empty() {
        return Ok((head, 1));
    }
    match tail.parse::<u32>() {
        Ok(n) if n > 0 => Ok((head, n)),
        _ => Err(ParseError::BadCount(token.to_string())),
    }
}

/// One instruction: a stitch and how many times in a row it is worked.
pub fn parse_token(token: &str) -> Result<(Stitch, u32), ParseError> {
    let token = token.trim().to_ascii_lowercase();
    let fixed = match token.as_str() {
        "yo" => Some(Stitch::YarnOver),
        "m1" => Some(Stitch::Make1),
        "k2tog" => Some(Stitch::K2tog),
        "ssk" => Some(Stitch::Ssk),
        _ => None,
    };
    if let Some(stitch) = fixed {
        return Ok((stitch, 1));
    }
    let (head, count) = split_count(&token)?;
    let stitch = match head {
        "k" => Stitch::Knit,
        "p" => Stitch::Purl,
        "sl" => Stitch::Slip,
        _ => return Err(ParseError::UnknownStitch(token.clone())),
    };
    Ok((stitch, count))
}

/// A row's instructions, comma separated, a trailing full stop allowed, expanded stitch by stitch.
pub fn parse_row(text: &str) -> Result<Vec<Stitch>, ParseError> {
    let body = text.trim().trim_end_matches('.');
    let mut stitches = Vec::new();
    for token in body.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        let (stitch, count) = parse_token(token)?;
        stitches.extend(std::iter::repeat(stitch).take(count as usize));
    }
    if stitches.is_empty() {
        return Err(ParseError::Empty);
    }
    Ok(stitches)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_count_defaults_to_one() {
        assert_eq!(split_count("k"), Ok(("k", 1)));
        assert_eq!(split_count("p12"), Ok(("p", 12)));
        assert!(split_count("k0").is_err());
    }
}
