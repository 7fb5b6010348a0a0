#ifndef SCHEDULE_H
#define SCHEDULE_H

/* The unit runs two patterns (Mon/Wed/Fri and Tue/Thu/Sat) of three shifts a
 * day; a patient keeps one chair in one shift of one pattern. */
enum pattern { MWF, TTS, PATTERNS };
enum shift { MORNING, AFTERNOON, TWILIGHT, SHIFTS };

#define MAX_CHAIRS 24

struct unit {
	int chairs;
	char slot[PATTERNS][SHIFTS][MAX_CHAIRS][16];  /* patient id, "" if free */
};

struct booking {
	enum pattern pattern;
	enum shift shift;
	int chair;  /* 1-based chair number */
};

void unit_init(struct unit *u, int chairs);

/* Book a patient into the first free chair of a pattern, trying the preferred
 * shift first and then the later shifts, then the earlier ones.
 * Returns 0 and fills *out, or -1 if the pattern is full or the id is bad. */
int unit_book(struct unit *u, const char *patient, enum pattern p, enum shift preferred,
	      struct booking *out);

/* Free a patient's chair. Returns 0, or -1 if they have no booking. */
int unit_cancel(struct unit *u, const char *patient);

/* Find a patient's booking. Returns 0 and fills *out, or -1. */
int unit_find(const struct unit *u, const char *patient, struct booking *out);

int unit_free_chairs(const struct unit *u, enum pattern p, enum shift s);

/* Sessions per week the unit is delivering (three per booked patient). */
int unit_weekly_sessions(const struct unit *u);

const char *pattern_name(enum pattern p);
const char *shift_name(enum shift s);

#endif
