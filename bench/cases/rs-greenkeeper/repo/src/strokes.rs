//! Strokes received on each hole: a handicap of h gives every hole h / 18
//! strokes and one more on the holes of stroke index 1 to h % 18.

use crate::course::Course;

pub fn strokes_on(playing_handicap: i32, stroke_index: u8) -> i32 {
    let h = playing_handicap.max(0);
    h / 18 + if (stroke_index as i32) <= h % 18 { 1 } else { 0 }
}

/// The strokes received on each hole of the course, in hole order.
pub fn allocation(playing_handicap: i32, course: &Course) -> Vec<i32> {
    course.holes.iter().map(|hole| strokes_on(playing_handicap, hole.stroke_index)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eighteen_is_one_a_hole() {
        let c = Course::wrenfield();
        assert_eq!(allocation(18, &c), vec![1; 18]);
        assert_eq!(allocation(0, &c), vec![0; 18]);
    }

    #[test]
    fn thirty_six_is_two_a_hole() {
        let c = Course::wrenfield();
        assert_eq!(allocation(36, &c), vec![2; 18]);
    }
}
