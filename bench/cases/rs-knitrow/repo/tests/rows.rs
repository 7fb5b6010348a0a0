use knitrow::{parse_row, ParseError, Stitch};

#[test]
fn counts_expand() {
    assert_eq!(
        parse_row("k2, p1, sl1."),
        Ok(vec![Stitch::Knit, Stitch::Knit, Stitch::Purl, Stitch::Slip])
    );
}

#[test]
fn fixed_stitches() {
    assert_eq!(
        parse_row("yo, k2tog, ssk, m1"),
        Ok(vec![Stitch::YarnOver, Stitch::K2tog, Stitch::Ssk, Stitch::Make1])
    );
}

#[test]
fn case_and_spaces_do_not_matter() {
    assert_eq!(parse_row(" K3 ,P1 "), parse_row("k3, p1"));
}

#[test]
fn unknown_stitch() {
    assert_eq!(parse_row("k2, bobble"), Err(ParseError::UnknownStitch("bobble".into())));
}

#[test]
fn empty_row() {
    assert_eq!(parse_row(" . "), Err(ParseError::Empty));
}
