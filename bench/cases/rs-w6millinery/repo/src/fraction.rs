//! Mixed numbers, the way hat sizes and tape measures are written ("7 1/8").

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Rounds `value` to the nearest eighth and writes it as a mixed number in
/// lowest terms: 7.125 -> "7 1/8", 7.5 -> "7 1/2", 6.99 -> "7", 0.25 -> "1/4".
pub fn format_eighths(value: f64) -> String {
    let eighths = (value * 8.0).round() as u32;
    let whole = eighths / 8;
    let num = eighths % 8;
    if num == 0 {
        return whole.to_string();
    }
    let g = gcd(num, 8);
    if whole == 0 {
        format!("{}/{}", num / g, 8 / g)
    } else {
        format!("{} {}/{}", whole, num / g, 8 / g)
    }
}

/// Parses "7", "7.125", "7 1/8" or "1/2".
pub fn parse_mixed(text: &str) -> Option<f64> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    let (whole, frac) = match text.split_once(' ') {
        Some((w, f)) => (w.trim(), Some(f.trim())),
        None if text.contains('/') => ("0", Some(text)),
        None => (text, None),
    };
    let mut value: f64 = whole.parse().ok()?;
    if let Some(frac) = frac {
        let (n, d) = frac.split_once('/')?;
        let n: u32 = n.trim().parse().ok()?;
        let d: u32 = d.trim().parse().ok()?;
        if d == 0 || n >= d {
            return None;
        }
        value += n as f64 / d as f64;
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eighths_in_lowest_terms() {
        assert_eq!(format_eighths(7.125), "7 1/8");
        assert_eq!(format_eighths(7.25), "7 1/4");
        assert_eq!(format_eighths(7.5), "7 1/2");
        assert_eq!(format_eighths(6.875), "6 7/8");
        assert_eq!(format_eighths(0.25), "1/4");
        assert_eq!(format_eighths(7.0), "7");
    }

    #[test]
    fn eighths_round_to_nearest() {
        assert_eq!(format_eighths(7.06), "7");
        assert_eq!(format_eighths(7.07), "7 1/8");
        assert_eq!(format_eighths(7.3), "7 1/4");
    }

    #[test]
    fn parses_mixed_numbers() {
        assert_eq!(parse_mixed("7"), Some(7.0));
        assert_eq!(parse_mixed("7 1/8"), Some(7.125));
        assert_eq!(parse_mixed(" 22 1/2 "), Some(22.5));
        assert_eq!(parse_mixed("3/4"), Some(0.75));
        assert_eq!(parse_mixed("7.25"), Some(7.25));
        assert_eq!(parse_mixed("7 9/8"), None);
        assert_eq!(parse_mixed("7 1/0"), None);
        assert_eq!(parse_mixed(""), None);
    }
}
