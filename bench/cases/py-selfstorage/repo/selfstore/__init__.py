"""Running a self-storage site: units, tenancies, billing, arrears and reports."""
