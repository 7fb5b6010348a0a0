use letterpress::{SetError, TypeCase};

#[test]
fn a_case_short_of_a_sort_takes_nothing() {
    let mut case = TypeCase::new();
    case.fill("abcdefghijklmnopqrstuvwxyz", 2);
    let err = case.take("assess").unwrap_err();
    assert_eq!(err, SetError::Short { sort: 's', needed: 4, held: 2 });
    assert_eq!(case.held('a'), 2);
    assert_eq!(case.held('s'), 2);
}

#[test]
fn spaces_are_not_sorts() {
    let mut case = TypeCase::new();
    case.fill("ab", 1);
    assert!(case.take("a b").is_ok());
    assert_eq!(case.held('a'), 0);
}

#[test]
fn the_first_short_sort_in_character_order() {
    let mut case = TypeCase::new();
    case.fill("eht", 1);
    let err = case.check("the theme").unwrap_err();
    assert_eq!(err, SetError::Short { sort: 'e', needed: 3, held: 1 });
}

#[test]
fn short_sort_message() {
    let err = SetError::Short { sort: 'e', needed: 3, held: 1 };
    assert_eq!(err.to_string(), "the case holds 1 of 'e', 3 are needed");
}
