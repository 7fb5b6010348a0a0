package handyman.labour;

/** The kinds of work we price differently. */
public enum Skill {
    GENERAL,
    CARPENTRY,
    PLUMBING,
    ELECTRICAL
}
