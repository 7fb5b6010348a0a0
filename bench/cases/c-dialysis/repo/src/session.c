#include "session.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 9
#define MIN_FIELDS 8

static int split(char *buf, char **fields, int max)
{
	int n = 0;
	char *p = buf;

	while (n < max) {
		fields[n++] = p;
		p = strchr(p, ',');
		if (!p)
			break;
		*p++ = '\0';
	}
	return p ? -1 : n;
}

static char *trim(char *s)
{
	char *end;

	while (*s == ' ' || *s == '\t')
		s++;
	end = s + strlen(s);
	while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r'))
		*--end = '\0';
	return s;
}

static int to_double(const char *text, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(text, &end);
	if (errno || end == text || *end != '\0')
		return -1;
	return 0;
}

static int copy_field(char *dst, size_t size, const char *src)
{
	size_t len = strlen(src);

	if (len == 0 || len >= size)
		return -1;
	memcpy(dst, src, len + 1);
	return 0;
}

int session_parse(const char *line, struct session *out)
{
	char buf[256];
	char *fields[MAX_FIELDS];
	double minutes;
	int n, i;

	if (strlen(line) >= sizeof buf)
		return -1;
	strcpy(buf, line);
	n = split(buf, fields, MAX_FIELDS);
	if (n < MIN_FIELDS)
		return -1;
	for (i = 0; i < n; i++)
		fields[i] = trim(fields[i]);

	memset(out, 0, sizeof *out);
	if (copy_field(out->patient, sizeof out->patient, fields[0]) ||
	    copy_field(out->date, sizeof out->date, fields[1]) ||
	    strlen(out->date) != 10)
		return -1;
	if (to_double(fields[2], &out->pre_kg) || to_double(fields[3], &out->post_kg) ||
	    to_double(fields[4], &out->dry_kg) || to_double(fields[5], &out->pre_urea) ||
	    to_double(fields[6], &out->post_urea) || to_double(fields[7], &minutes))
		return -1;
	if (n > MIN_FIELDS && to_double(fields[8], &out->intake_l))
		return -1;
	if (minutes <= 0 || out->pre_kg <= 0 || out->post_kg <= 0 || out->dry_kg <= 0 ||
	    out->pre_urea <= 0 || out->post_urea <= 0)
		return -1;
	out->minutes = (int)minutes;
	return 0;
}

double session_hours(const struct session *s)
{
	return s->minutes / 60.0;
}
