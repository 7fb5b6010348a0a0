//! Clock times of a run: "m:ss" or "h:mm:ss", in whole seconds.

/// Parses "m:ss" or "h:mm:ss" into seconds; None for anything else.
pub fn parse(text: &str) -> Option<u32> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.len() < 2 || parts.len() > 3 {
        return None;
    }
    let mut total = 0u32;
    for (i, part) in parts.iter().enumerate() {
        let value: u32 = part.parse().ok()?;
        if i > 0 && (value >= 60 || part.len() != 2) {
            return None;
        }
        total = total * 60 + value;
    }
    Some(total)
}

/// Formats seconds as "m:ss" under an hour and "h:mm:ss" from an hour on.
pub fn format(secs: u32) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_minutes_and_hours() {
        assert_eq!(parse("4:30"), Some(270));
        assert_eq!(parse("1:02:03"), Some(3723));
        assert_eq!(parse(" 12:00 "), Some(720));
    }

    #[test]
    fn refuses_what_is_not_a_clock() {
        for bad in ["", "4", "4:3", "4:60", "1:2:03", "a:00", "1:00:00:00"] {
            assert_eq!(parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn formats_under_and_over_an_hour() {
        assert_eq!(format(270), "4:30");
        assert_eq!(format(3723), "1:02:03");
        assert_eq!(format(59), "0:59");
    }
}
