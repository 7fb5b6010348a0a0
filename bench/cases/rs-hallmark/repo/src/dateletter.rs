//! Date letters. The letter struck on an article shows the year it was
//! hallmarked; the cycle used here began with `A` in 1975 and runs through the
//! alphabet without `J`, then starts again in lower case, and so on.

const LETTERS: &[u8; 25] = b"ABCDEFGHIKLMNOPQRSTUVWXYZ";
pub const FIRST_YEAR: i32 = 1975;

/// The date letter for `year`, or `None` before the cycle began.
pub fn date_letter(year: i32) -> Option<char> {
    if year < FIRST_YEAR {
        return None;
    }
    let index = (year - FIRST_YEAR) as usize;
    let letter = LETTERS[index % LETTERS.len()] as char;
    let cycle = index / LETTERS.len();
    Some(if cycle % 2 == 0 {
        letter
    } else {
        letter.to_ascii_lowercase()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_cycle() {
        assert_eq!(date_letter(1975), Some('A'));
        assert_eq!(date_letter(1983), Some('I'));
        assert_eq!(date_letter(1984), Some('K'));
        assert_eq!(date_letter(1999), Some('Z'));
    }

    #[test]
    fn later_cycles() {
        assert_eq!(date_letter(2000), Some('a'));
        assert_eq!(date_letter(2024), Some('z'));
        assert_eq!(date_letter(2025), Some('A'));
        assert_eq!(date_letter(1974), None);
    }
}
