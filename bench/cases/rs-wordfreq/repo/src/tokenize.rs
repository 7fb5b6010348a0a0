//! Splits text into lower-case words; apostrophes inside words are kept (don't, o'clock).

pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_punctuation_and_keeps_apostrophes() {
        assert_eq!(words("Don't stop -- 'now', Ada!"), ["don't", "stop", "now", "ada"]);
    }
}
