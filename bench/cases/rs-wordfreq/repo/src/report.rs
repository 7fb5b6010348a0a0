//! What the command prints.

use crate::count::{count, top};
use crate::tokenize;

pub struct Summary {
    pub total: usize,
    pub distinct: usize,
    pub top: Vec<(String, usize)>,
}

pub fn summarise(text: &str, n: usize) -> Summary {
    let words = tokenize::words(text);
    let counts = count(words);
    let total = words.len();
    Summary { total, distinct: counts.len(), top: top(&counts, n) }
}

pub fn render(summary: &Summary) -> String {
    let mut out = format!("{} words, {} distinct\n", summary.total, summary.distinct);
    for (word, n) in &summary.top {
        out.push_str(&format!("{n:>6}  {word}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_totals_and_top_words() {
        let s = summarise("the cat and the hat and the bat", 2);
        assert_eq!(render(&s), "8 words, 5 distinct\n     3  the\n     2  and\n");
    }
}
