pub use super::{
  ApproxEq, ColorAlpha, ColorTransform, ColorTuple, ColorTupleA, ParseError,
  SaturationInSpace,
};
