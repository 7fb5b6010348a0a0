#include "schedule.h"

#include <string.h>

static const char *const pattern_names[PATTERNS] = { "MWF", "TTS" };
static const char *const shift_names[SHIFTS] = { "morning", "afternoon", "twilight" };

const char *pattern_name(enum pattern p)
{
	return (unsigned)p < PATTERNS ? pattern_names[p] : "?";
}

const char *shift_name(enum shift s)
{
	return (unsigned)s < SHIFTS ? shift_names[s] : "?";
}

void unit_init(struct unit *u, int chairs)
{
	memset(u, 0, sizeof *u);
	if (chairs > MAX_CHAIRS)
		chairs = MAX_CHAIRS;
	u->chairs = chairs < 0 ? 0 : chairs;
}

static int first_free(const struct unit *u, enum pattern p, enum shift s)
{
	int c;

	for (c = 0; c < u->chairs; c++)
		if (u->slot[p][s][c][0] == '\0')
			return c;
	return -1;
}

int unit_find(const struct unit *u, const char *patient, struct booking *out)
{
	int p, s, c;

	for (p = 0; p < PATTERNS; p++)
		for (s = 0; s < SHIFTS; s++)
			for (c = 0; c < u->chairs; c++)
				if (strcmp(u->slot[p][s][c], patient) == 0) {
					if (out) {
						out->pattern = p;
						out->shift = s;
						out->chair = c + 1;
					}
					return 0;
				}
	return -1;
}

int unit_book(struct unit *u, const char *patient, enum pattern p, enum shift preferred,
	      struct booking *out)
{
	enum shift order[SHIFTS];
	int n = 0, s, i, chair;
	size_t len = strlen(patient);

	if (len == 0 || len >= sizeof u->slot[0][0][0] || (unsigned)p >= PATTERNS ||
	    (unsigned)preferred >= SHIFTS || unit_find(u, patient, NULL) == 0)
		return -1;

	order[n++] = preferred;
	for (s = preferred + 1; s < SHIFTS; s++)
		order[n++] = s;
	for (s = preferred - 1; s >= 0; s--)
		order[n++] = s;

	for (i = 0; i < n; i++) {
		chair = first_free(u, p, order[i]);
		if (chair < 0)
			continue;
		memcpy(u->slot[p][order[i]][chair], patient, len + 1);
		out->pattern = p;
		out->shift = order[i];
		out->chair = chair + 1;
		return 0;
	}
	return -1;
}

int unit_cancel(struct unit *u, const char *patient)
{
	struct booking b;

	if (unit_find(u, patient, &b) != 0)
		return -1;
	u->slot[b.pattern][b.shift][b.chair - 1][0] = '\0';
	return 0;
}

int unit_free_chairs(const struct unit *u, enum pattern p, enum shift s)
{
	int c, free = 0;

	for (c = 0; c < u->chairs; c++)
		if (u->slot[p][s][c][0] == '\0')
			free++;
	return free;
}

int unit_weekly_sessions(const struct unit *u)
{
	int p, s, booked = 0;

	for (p = 0; p < PATTERNS; p++)
		for (s = 0; s < SHIFTS; s++)
			booked += u->chairs - unit_free_chairs(u, p, s);
	return booked * 3;
}
