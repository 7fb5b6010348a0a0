//! Counting and ranking.

use std::collections::HashMap;

pub fn count(words: Vec<String>) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for word in words {
        *counts.entry(word).or_insert(0) += 1;
    }
    counts
}

/// The n most frequent words, most frequent first, ties in alphabetical order.
pub fn top(counts: &HashMap<String, usize>, n: usize) -> Vec<(String, usize)> {
    let mut ranked: Vec<(String, usize)> = counts.iter().map(|(w, c)| (w.clone(), *c)).collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    ranked.truncate(n);
    ranked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_by_count_then_alphabet() {
        let words = ["b", "a", "b", "c", "a", "b"].map(String::from).to_vec();
        assert_eq!(top(&count(words), 2), [("b".to_string(), 3), ("a".to_string(), 2)]);
    }
}
