//! Composition of foundry type: set a paragraph from a fount into justified lines.

pub mod compose;
pub mod error;
pub mod forme;
pub mod fount;
pub mod justify;
pub mod typecase;
pub mod units;

pub use compose::Line;
pub use error::SetError;
pub use fount::Fount;
pub use justify::SetLine;
pub use typecase::TypeCase;

/// Sets a paragraph of text in the given fount to a measure of `measure_picas`,
/// returning its lines justified (all but the last, which is quadded left).
pub fn set_paragraph(text: &str, fount: &Fount, measure_picas: u32) -> Result<Vec<SetLine>, SetError> {
    let measure = units::picas_to_units(measure_picas, fount.size_pt());
    let lines = compose::break_lines(text, fount, measure)?;
    let last = lines.len().saturating_sub(1);
    Ok(lines
        .into_iter()
        .enumerate()
        .map(|(i, line)| justify::justify(line, measure, i == last))
        .collect())
}

/// Sets a paragraph as `set_paragraph` does, first taking its sorts from the case.
/// Nothing is taken when the case is short of any sort.
pub fn set_from_case(
    text: &str,
    fount: &Fount,
    measure_picas: u32,
    case: &mut TypeCase,
) -> Result<Vec<SetLine>, SetError> {
    let lines = set_paragraph(text, fount, measure_picas)?;
    case.take(text)?;
    Ok(lines)
}
