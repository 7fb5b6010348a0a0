use parcellocker::{Bank, LockerError, Parcel, SlotSize};

fn bank() -> Bank {
    Bank::from_layout("S1-S4 M5-M7 L8-L8").unwrap()
}

#[test]
fn the_layout_gives_each_slot_a_size() {
    let b = bank();
    assert_eq!(b.size_of(1), Some(SlotSize::Small));
    assert_eq!(b.size_of(7), Some(SlotSize::Medium));
    assert_eq!(b.size_of(8), Some(SlotSize::Large));
    assert_eq!(b.size_of(9), None);
    assert!(Bank::from_layout("S1-S4 M4-M6").is_err());
}

#[test]
fn a_parcel_goes_in_the_smallest_slot_it_fits() {
    let mut b = bank();
    let book = b.deposit(1001, Parcel::new(240, 40, 170), 1).unwrap();
    assert_eq!(book.slot, 1);
    let boots = b.deposit(1002, Parcel::new(340, 130, 300), 1).unwrap();
    assert_eq!(boots.slot, 5);
    let kettle = b.deposit(1003, Parcel::new(250, 300, 250), 1).unwrap();
    assert_eq!(kettle.slot, 8);
}

#[test]
fn a_parcel_the_exact_size_of_a_slot_fits_it() {
    let mut b = bank();
    let flat = b.deposit(1010, SlotSize::Small.inner(), 1).unwrap();
    assert_eq!(b.size_of(flat.slot), Some(SlotSize::Small));
    let tall = b.deposit(1011, Parcel::new(380, 190, 600), 1).unwrap();
    assert_eq!(b.size_of(tall.slot), Some(SlotSize::Medium));
}

#[test]
fn a_full_size_moves_up_and_a_full_bank_says_so() {
    let mut b = bank();
    for n in 0..3 {
        b.deposit(2000 + n, Parcel::new(300, 150, 400), 2).unwrap();
    }
    let fourth = b.deposit(2003, Parcel::new(300, 150, 400), 2).unwrap();
    assert_eq!(fourth.slot, 8);
    assert_eq!(b.deposit(2004, Parcel::new(300, 150, 400), 2), Err(LockerError::Full(SlotSize::Medium)));
    assert_eq!(b.deposit(2005, Parcel::new(300, 150, 700), 2), Err(LockerError::TooBig));
}

#[test]
fn collecting_with_the_code_frees_the_slot() {
    let mut b = bank();
    let d = b.deposit(3001, Parcel::new(200, 80, 200), 4).unwrap();
    assert_eq!(b.free(SlotSize::Small), 3);
    assert_eq!(b.collect("000000"), Err(LockerError::WrongCode));
    let got = b.collect(&d.code.to_string()).unwrap();
    assert_eq!(got.parcel_no, 3001);
    assert_eq!(b.free(SlotSize::Small), 4);
    assert_eq!(b.held().count(), 0);
}
