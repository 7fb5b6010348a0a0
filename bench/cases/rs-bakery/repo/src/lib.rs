//! Scale bakery recipes and work out what to buy for a day's orders.
//!
//! A recipe is read from plain text (`recipe::parse`), scaled to the servings ordered
//! (`Recipe::scaled`), and the day's orders are summed into a shopping list net of what the
//! pantry already holds (`plan::shopping_list`).

pub mod pantry;
pub mod plan;
pub mod recipe;
pub mod units;
