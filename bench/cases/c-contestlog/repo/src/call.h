#ifndef CALL_H
#define CALL_H

#include <stddef.h>

/* The prefix of a callsign, for the multiplier list: "G4" for G4ABC, "VK2" for VK2XYZ, "2E0" for 2E0AAA. */
size_t call_prefix(const char *call, char *out, size_t cap);

#endif
