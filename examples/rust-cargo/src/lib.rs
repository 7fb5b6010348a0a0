//! Parse human durations such as "1h30m" or "45s" into seconds.

/// Seconds in one unit: s, m, h or d.
fn unit_seconds(unit: char) -> Option<u64> {
    match unit {
        's' => Some(1),
        'm' => Some(60),
        'h' => Some(60 * 60),
        'd' => Some(24 * 60),
        _ => None,
    }
}

/// Parse "1h30m" into 5400; None for anything malformed.
pub fn parse_duration(text: &str) -> Option<u64> {
    let mut total = 0;
    let mut digits = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            let n: u64 = digits.parse().ok()?;
            total += n * unit_seconds(c)?;
            digits.clear();
        }
    }
    if digits.is_empty() {
        Some(total)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::parse_duration;

    #[test]
    fn parses_hours_and_minutes() {
        assert_eq!(parse_duration("1h30m"), Some(5400));
    }

    #[test]
    fn parses_days() {
        assert_eq!(parse_duration("2d"), Some(172_800));
    }

    #[test]
    fn refuses_a_number_without_unit() {
        assert_eq!(parse_duration("90"), None);
    }
}
