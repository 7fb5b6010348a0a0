use letterpress::forme::{lines_per_page, paginate};
use letterpress::{set_paragraph, Fount};

#[test]
fn ten_on_twelve_in_a_six_pica_page() {
    assert_eq!(lines_per_page(6, 10, 2), 6);
}

#[test]
fn a_paragraph_over_two_pages() {
    let text = "a page of type is locked up in a chase with wooden furniture and quoins, \
then inked with a roller and pulled on the press one sheet at a time.";
    let lines = set_paragraph(text, &Fount::caslon(12), 10).unwrap();
    let pages = paginate(lines.clone(), 4);
    assert_eq!(pages.len(), (lines.len() + 3) / 4);
    assert_eq!(pages[0].len(), 4);
    assert_eq!(pages.concat(), lines);
}
