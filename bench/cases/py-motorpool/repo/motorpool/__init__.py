"""Motor pool: a shared fleet of vehicles booked out by departments."""
