//! The reduced book as it is handed in: a fixed-width table.

use crate::reduce::Row;
use crate::staff::metres;

fn cell(v: Option<i32>) -> String {
    v.map(metres).unwrap_or_default()
}

/// The rise-and-fall table; `adjusted` adds an adjusted-level column when given.
pub fn table(rows: &[Row], adjusted: Option<&[i32]>) -> String {
    let mut out = String::from("Station        BS      IS      FS    Rise    Fall       RL");
    if adjusted.is_some() {
        out.push_str("   Adj RL");
    }
    out.push('\n');
    for (i, row) in rows.iter().enumerate() {
        out.push_str(&format!(
            "{:<8}{:>8}{:>8}{:>8}{:>8}{:>8}{:>9}",
            row.station,
            cell(row.bs),
            cell(row.is),
            cell(row.fs),
            cell(row.rise),
            cell(row.fall),
            metres(row.rl),
        ));
        if let Some(adj) = adjusted {
            out.push_str(&format!("{:>9}", metres(adj[i])));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::parse_book;
    use crate::reduce::rise_and_fall;

    #[test]
    fn table_lines_up() {
        let book = parse_book("open BM1 50.000\nBM1 BS 1.200\nCP1 FS 0.900 BS 2.100\nB FS 1.600\n").unwrap();
        let text = table(&rise_and_fall(&book), None);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], "BM1        1.200                                   50.000");
        assert_eq!(lines[2], "CP1        2.100           0.900   0.300           50.300");
        assert_eq!(lines[3], "B                          1.600   0.500           50.800");
    }
}
