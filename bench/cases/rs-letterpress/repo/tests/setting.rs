use letterpress::units::picas_to_units;
use letterpress::{set_from_case, set_paragraph, Fount, SetError, TypeCase};

const TEXT: &str = "the art of printing from movable type was brought to england by caxton, \
who set up his press at westminster and printed the first dated book in english.";

fn words(lines: &[letterpress::SetLine]) -> Vec<String> {
    lines.iter().map(|l| l.words.join(" ")).collect()
}

#[test]
fn a_paragraph_in_twelve_point_on_twelve_picas() {
    let fount = Fount::caslon(12);
    let lines = set_paragraph(TEXT, &fount, 12).unwrap();
    assert_eq!(
        words(&lines),
        vec![
            "the art of printing from",
            "movable type was brought to",
            "england by caxton, who set up",
            "his press at westminster and",
            "printed the first dated book in",
            "english.",
        ]
    );
}

#[test]
fn every_line_fills_the_measure() {
    let fount = Fount::caslon(12);
    let measure = picas_to_units(12, 12);
    let lines = set_paragraph(TEXT, &fount, 12).unwrap();
    for line in &lines {
        assert_eq!(line.width(), measure, "{:?}", line.words);
    }
    let last = lines.last().unwrap();
    assert!(last.spaces.iter().all(|&s| s == 6));
    assert!(last.quad > 0);
}

#[test]
fn smaller_type_sets_fewer_lines() {
    let twelve = set_paragraph(TEXT, &Fount::caslon(12), 12).unwrap();
    let nine = set_paragraph(TEXT, &Fount::caslon(9), 12).unwrap();
    assert_eq!(twelve.len(), 6);
    assert_eq!(nine.len(), 4);
}

#[test]
fn justified_spaces_differ_by_at_most_one_unit() {
    let lines = set_paragraph(TEXT, &Fount::caslon(10), 14).unwrap();
    for line in &lines[..lines.len() - 1] {
        let min = line.spaces.iter().min().unwrap();
        let max = line.spaces.iter().max().unwrap();
        assert!(max - min <= 1, "{:?}", line.spaces);
        assert!(*min >= 4, "{:?}", line.spaces);
    }
}

#[test]
fn a_word_too_wide_for_a_narrow_measure() {
    let err = set_paragraph("the westminster press", &Fount::caslon(18), 6).unwrap_err();
    assert_eq!(
        err,
        SetError::WordTooWide { word: "westminster".to_string(), width: 87, measure: 72 }
    );
}

#[test]
fn setting_from_the_case_takes_its_sorts() {
    let mut case = TypeCase::new();
    case.fill("abcdefghijklmnopqrstuvwxyz.,", 20);
    let lines = set_from_case("a press at westminster.", &Fount::caslon(12), 12, &mut case).unwrap();
    assert_eq!(lines.len(), 1);
    assert_eq!(case.held('s'), 16);
    assert_eq!(case.held('t'), 17);
    assert_eq!(case.held('.'), 19);
}
