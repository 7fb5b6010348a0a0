//! The course card: par and stroke index of each hole, course rating and slope.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hole {
    pub par: u8,
    pub stroke_index: u8,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Course {
    pub name: String,
    pub holes: Vec<Hole>,
    pub rating: f64,
    pub slope: u16,
}

#[derive(Debug, PartialEq)]
pub enum CourseError {
    HoleCount(usize),
    StrokeIndex(u8),
    Slope(u16),
}

impl Course {
    pub fn new(name: &str, pars: &[u8], indexes: &[u8], rating: f64, slope: u16) -> Result<Course, CourseError> {
        if pars.len() != 18 || indexes.len() != 18 {
            return Err(CourseError::HoleCount(pars.len().min(indexes.len())));
        }
        let mut seen = [false; 18];
        for &si in indexes {
            if !(1..=18).contains(&si) || seen[(si - 1) as usize] {
                return Err(CourseError::StrokeIndex(si));
            }
            seen[(si - 1) as usize] = true;
        }
        if !(55..=155).contains(&slope) {
            return Err(CourseError::Slope(slope));
        }
        let holes = pars
            .iter()
            .zip(indexes)
            .map(|(&par, &stroke_index)| Hole { par, stroke_index })
            .collect();
        Ok(Course { name: name.to_string(), holes, rating, slope })
    }

    pub fn par(&self) -> u32 {
        self.holes.iter().map(|h| h.par as u32).sum()
    }

    /// The home course, white tees.
    pub fn wrenfield() -> Course {
        Course::new(
            "Wrenfield (white)",
            &[4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5],
            &[7, 3, 15, 11, 1, 9, 17, 5, 13, 8, 16, 2, 12, 4, 10, 18, 6, 14],
            71.2,
            128,
        )
        .expect("the home card is valid")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn home_course() {
        let c = Course::wrenfield();
        assert_eq!(c.par(), 72);
        assert_eq!(c.holes[4], Hole { par: 4, stroke_index: 1 });
    }

    #[test]
    fn stroke_indexes_are_one_to_eighteen_once() {
        let pars = [4; 18];
        let mut sis: Vec<u8> = (1..=18).collect();
        assert!(Course::new("x", &pars, &sis, 70.0, 113).is_ok());
        sis[17] = 17;
        assert_eq!(Course::new("x", &pars, &sis, 70.0, 113), Err(CourseError::StrokeIndex(17)));
        assert_eq!(Course::new("x", &pars[..9], &sis[..9], 70.0, 113), Err(CourseError::HoleCount(9)));
    }
}
