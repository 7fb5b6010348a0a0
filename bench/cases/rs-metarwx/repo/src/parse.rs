//! The groups of a METAR, in the order they come: station, time, wind, visibility, cloud, temperatures, QNH.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cover {
    Few,
    Scattered,
    Broken,
    Overcast,
}

impl Cover {
    /// Broken or overcast cloud makes a ceiling; few and scattered do not.
    pub fn is_ceiling(self) -> bool {
        matches!(self, Cover::Broken | Cover::Overcast)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layer {
    pub cover: Cover,
    pub base_ft: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wind {
    /// Degrees true; None when the wind is variable (VRB).
    pub direction: Option<u16>,
    pub speed_kt: u16,
    pub gust_kt: Option<u16>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Metar {
    pub station: String,
    pub day: u8,
    pub hour: u8,
    pub minute: u8,
    pub wind: Wind,
    pub visibility_m: u32,
    pub layers: Vec<Layer>,
    pub temp_c: i8,
    pub dew_c: i8,
    pub qnh_hpa: u16,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Missing(&'static str),
    Bad(&'static str, String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Missing(what) => write!(f, "no {what} group"),
            ParseError::Bad(what, tok) => write!(f, "bad {what} group {tok:?}"),
        }
    }
}

impl std::error::Error for ParseError {}

fn number<T: std::str::FromStr>(what: &'static str, digits: &str) -> Result<T, ParseError> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseError::Bad(what, digits.to_string()));
    }
    digits
        .parse()
        .map_err(|_| ParseError::Bad(what, digits.to_string()))
}

fn parse_time(tok: &str) -> Result<(u8, u8, u8), ParseError> {
    let digits = tok
        .strip_suffix('Z')
        .filter(|d| d.len() == 6)
        .ok_or_else(|| ParseError::Bad("time", tok.into()))?;
    Ok((
        number("time", &digits[0..2])?,
        number("time", &digits[2..4])?,
        number("time", &digits[4..6])?,
    ))
}

fn parse_wind(tok: &str) -> Result<Wind, ParseError> {
    let body = tok
        .strip_suffix("KT")
        .ok_or_else(|| ParseError::Bad("wind", tok.into()))?;
    if body.len() < 5 {
        return Err(ParseError::Bad("wind", tok.into()));
    }
    let (dir, rest) = body.split_at(3);
    let direction = if dir == "VRB" {
        None
    } else {
        Some(number("wind", dir)?)
    };
    let (speed, gust) = match rest.split_once('G') {
        Some((speed, gust)) => (speed, Some(number("wind", gust)?)),
        None => (rest, None),
    };
    Ok(Wind {
        direction,
        speed_kt: number("wind", speed)?,
        gust_kt: gust,
    })
}

fn parse_layer(tok: &str) -> Result<Option<Layer>, ParseError> {
    if tok.len() < 6 {
        return Ok(None);
    }
    let (code, height) = tok.split_at(3);
    let cover = match code {
        "FEW" => Cover::Few,
        "SCT" => Cover::Scattered,
        "BKN" => Cover::Broken,
        "OVC" => Cover::Overcast,
        _ => return Ok(None),
    };
    let hundreds: u32 = number("cloud", &height[..3])?;
    Ok(Some(Layer {
        cover,
        base_ft: hundreds * 100,
    }))
}

fn temperature(text: &str) -> Result<i8, ParseError> {
    match text.strip_prefix('M') {
        Some(digits) => Ok(-number::<i8>("temperature", digits)?),
        None => number("temperature", text),
    }
}

/// Reads one report; groups it does not know (present weather, trends, remarks) are skipped.
pub fn parse(text: &str) -> Result<Metar, ParseError> {
    let mut tokens = text.split_whitespace().peekable();
    if tokens.peek() == Some(&"METAR") {
        tokens.next();
    }
    let station = tokens.next().ok_or(ParseError::Missing("station"))?;
    if station.len() != 4 || !station.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(ParseError::Bad("station", station.into()));
    }
    let (day, hour, minute) = parse_time(tokens.next().ok_or(ParseError::Missing("time"))?)?;
    let wind = parse_wind(tokens.next().ok_or(ParseError::Missing("wind"))?)?;
    let (mut visibility_m, mut layers, mut temps, mut qnh_hpa) = (None, Vec::new(), None, None);
    for tok in tokens {
        if tok == "RMK" {
            break;
        } else if tok == "CAVOK" {
            visibility_m = Some(9999);
        } else if tok.len() == 4 && tok.bytes().all(|b| b.is_ascii_digit()) {
            visibility_m = Some(number("visibility", tok)?);
        } else if let Some(layer) = parse_layer(tok)? {
            layers.push(layer);
        } else if let Some(hpa) = tok.strip_prefix('Q') {
            qnh_hpa = Some(number("QNH", hpa)?);
        } else if let Some((t, d)) = tok.split_once('/') {
            temps = Some((temperature(t)?, temperature(d)?));
        }
    }
    let (temp_c, dew_c) = temps.ok_or(ParseError::Missing("temperature"))?;
    Ok(Metar {
        station: station.to_string(),
        day,
        hour,
        minute,
        wind,
        visibility_m: visibility_m.ok_or(ParseError::Missing("visibility"))?,
        layers,
        temp_c,
        dew_c,
        qnh_hpa: qnh_hpa.ok_or(ParseError::Missing("QNH"))?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_group() {
        let m = parse("METAR EGPH 051150Z 24015G27KT 9999 FEW025 OVC040 08/03 Q1002").unwrap();
        assert_eq!(m.station, "EGPH");
        assert_eq!((m.day, m.hour, m.minute), (5, 11, 50));
        assert_eq!(
            m.wind,
            Wind {
                direction: Some(240),
                speed_kt: 15,
                gust_kt: Some(27)
            }
        );
        assert_eq!(m.visibility_m, 9999);
        assert_eq!(
            m.layers,
            vec![
                Layer {
                    cover: Cover::Few,
                    base_ft: 2500
                },
                Layer {
                    cover: Cover::Overcast,
                    base_ft: 4000
                }
            ]
        );
        assert_eq!((m.temp_c, m.dew_c, m.qnh_hpa), (8, 3, 1002));
    }

    #[test]
    fn reads_variable_wind_and_frost() {
        let m = parse("EGNX 050620Z VRB02KT 0800 FG M02/M03 Q1021").unwrap();
        assert_eq!(m.wind.direction, None);
        assert_eq!((m.visibility_m, m.temp_c, m.dew_c), (800, -2, -3));
        assert!(m.layers.is_empty());
    }

    #[test]
    fn stops_at_the_remarks() {
        let m = parse("EGLL 051220Z 27008KT CAVOK 12/04 Q1018 RMK OVC001 99/99").unwrap();
        assert!(m.layers.is_empty());
        assert_eq!(m.temp_c, 12);
    }

    #[test]
    fn says_what_is_missing_or_bad() {
        assert_eq!(
            parse("EGLL 051220Z").unwrap_err(),
            ParseError::Missing("wind")
        );
        assert_eq!(
            parse("EGLL 0512Z 27008KT").unwrap_err(),
            ParseError::Bad("time", "0512Z".into())
        );
        assert_eq!(
            parse("EGLL 051220Z 27008KT 9999 12/04")
                .unwrap_err()
                .to_string(),
            "no QNH group"
        );
    }
}
