//! A surveyor's levelling field book.
//!
//! Staff readings are booked in metres to the millimetre and kept as whole
//! millimetres (`i32`) throughout, so that the arithmetic checks close exactly.

pub mod book;
pub mod check;
pub mod reduce;
pub mod report;
pub mod staff;

pub use book::{parse_book, Benchmark, BookError, FieldBook, Reading, Sight};
pub use check::{adjust, arithmetic_check, misclosure, ArithmeticCheck};
pub use reduce::{collimation, rise_and_fall, Row};
