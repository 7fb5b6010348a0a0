use std::{env, fs, process};

use wordfreq::report::{render, summarise};

fn main() {
    let args: Vec<String> = env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: wordfreq FILE [N]");
        process::exit(2);
    };
    let n = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    match fs::read_to_string(path) {
        Ok(text) => print!("{}", render(&summarise(&text, n))),
        Err(e) => {
            eprintln!("wordfreq: {path}: {e}");
            process::exit(1);
        }
    }
}
