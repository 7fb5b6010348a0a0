//! A type case: how many sorts of each character the compositor has to hand.

use crate::error::SetError;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default)]
pub struct TypeCase {
    sorts: BTreeMap<char, u32>,
}

impl TypeCase {
    pub fn new() -> TypeCase {
        TypeCase::default()
    }

    /// Adds `count` sorts of each character of `chars` to the case.
    pub fn fill(&mut self, chars: &str, count: u32) {
        for c in chars.chars() {
            *self.sorts.entry(c).or_insert(0) += count;
        }
    }

    /// How many sorts of `c` the case holds.
    pub fn held(&self, c: char) -> u32 {
        self.sorts.get(&c).copied().unwrap_or(0)
    }

    /// The sorts `text` needs, by character. Spaces are spacing material, not sorts.
    pub fn needed(text: &str) -> BTreeMap<char, u32> {
        let mut needed = BTreeMap::new();
        for c in text.chars().filter(|c| !c.is_whitespace()) {
            *needed.entry(c).or_insert(0) += 1;
        }
        needed
    }

    /// Checks that the case holds every sort `text` needs; the first short sort,
    /// in character order, is the error.
    pub fn check(&self, text: &str) -> Result<(), SetError> {
        for (sort, needed) in TypeCase::needed(text) {
            let held = self.held(sort);
            if held < needed {
                return Err(SetError::Short { sort, needed, held });
            }
        }
        Ok(())
    }

    /// Takes the sorts for `text` out of the case, or none of them if it is short.
    pub fn take(&mut self, text: &str) -> Result<(), SetError> {
        self.check(text)?;
        for (sort, needed) in TypeCase::needed(text) {
            if let Some(held) = self.sorts.get_mut(&sort) {
                *held -= needed;
            }
        }
        Ok(())
    }
}
