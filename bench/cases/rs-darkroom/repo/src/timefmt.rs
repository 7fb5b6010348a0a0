//! Reading and writing times the way they are written on development charts.

use crate::Error;

/// "7:30", or "1:02:05" past an hour.
pub fn mmss(seconds: u32) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// Reads "7:30" (minutes and seconds), "7.5" or "7" (minutes) or "45s".
pub fn parse(text: &str) -> Result<u32, Error> {
    let bad = || Error::BadTime(text.to_string());
    let t = text.trim();
    if let Some(secs) = t.strip_suffix('s') {
        return secs.trim().parse().map_err(|_| bad());
    }
    if let Some((m, s)) = t.split_once(':') {
        let m: u32 = m.parse().map_err(|_| bad())?;
        let s: u32 = s.parse().map_err(|_| bad())?;
        if s >= 60 {
            return Err(bad());
        }
        return Ok(m * 60 + s);
    }
    let minutes: f64 = t.parse().map_err(|_| bad())?;
    if !minutes.is_finite() || minutes < 0.0 {
        return Err(bad());
    }
    Ok((minutes * 60.0).round() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes() {
        assert_eq!(mmss(450), "7:30");
        assert_eq!(mmss(45), "0:45");
        assert_eq!(mmss(3725), "1:02:05");
    }

    #[test]
    fn reads() {
        assert_eq!(parse("7:30").unwrap(), 450);
        assert_eq!(parse("7.5").unwrap(), 450);
        assert_eq!(parse("13").unwrap(), 780);
        assert_eq!(parse("45s").unwrap(), 45);
        assert!(parse("7:75").is_err());
        assert!(parse("soon").is_err());
        assert!(parse("-3").is_err());
    }
}
