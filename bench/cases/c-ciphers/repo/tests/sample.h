#ifndef SAMPLE_H
#define SAMPLE_H

/* Plain English for the frequency tests: the opening of Poe's "The Gold-Bug" (1843), public domain. */
static const char SAMPLE[] =
    "Many years ago, I contracted an intimacy with a Mr. William Legrand. He was of an ancient Huguenot "
    "family, and had once been wealthy; but a series of misfortunes had reduced him to want. To avoid the "
    "mortification consequent upon his disasters, he left New Orleans, the city of his forefathers, and took "
    "up his residence at Sullivan's Island, near Charleston, South Carolina. This Island is a very singular "
    "one. It consists of little else than the sea sand, and is about three miles long. Its breadth at no "
    "point exceeds a quarter of a mile. It is separated from the main land by a scarcely perceptible creek, "
    "oozing its way through a wilderness of reeds and slime, a favorite resort of the marsh hen.";

#endif
