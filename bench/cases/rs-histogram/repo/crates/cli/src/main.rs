use std::io::{self, BufRead};

use stats::Histogram;

fn main() {
    let buckets = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(10);
    let values: Vec<f64> = io::stdin()
        .lock()
        .lines()
        .map_while(Result::ok)
        .filter_map(|line| line.trim().parse().ok())
        .collect();
    match Histogram::new(&values, buckets) {
        Some(h) => print!("{}", h.render(40)),
        None => eprintln!("histo: no numbers on stdin"),
    }
}
