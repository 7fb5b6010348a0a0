#include "fixtures.h"

#include <stdio.h>
#include <stdlib.h>

const char *const fixture_lines[FIXTURE_SESSIONS] = {
	"P0041,2024-03-04,74.6,71.9,71.5,24.8,7.2,240,0.3",
	"P0107,2024-03-04,88.0,84.1,83.5,30.1,13.0,210,0.2",
	"P0212,2024-03-05,61.2,59.4,59.0,19.5,5.9,225,0",
	"P0330,2024-03-05,70.3,66.0,65.5,22.0,6.6,240,0.5",
};

struct session fixture(int i)
{
	struct session s;

	if (session_parse(fixture_lines[i], &s) != 0) {
		fprintf(stderr, "fixture %d does not parse: %s\n", i, fixture_lines[i]);
		exit(2);
	}
	return s;
}
