#pragma once

#include <string>
#include <vector>

#include "letterpress/fount.hpp"

namespace letterpress {

// How many lines of type of this body, with leads of leadPt between them, stand in a
// page of type depthPt deep.
int linesPerPage(double depthPt, double bodyPt, double leadPt);

// A job: the fount, the measure and depth of the page of type, and the leading.
struct Job {
    Fount fount;
    double measurePt;
    double depthPt;
    double leadPt = 0.0;
};

// The lines a job's paragraphs make and the pages they fill.
struct Casting {
    int lines = 0;
    int pages = 0;
    int oversetLines = 0;
};

Casting castOff(const Job& job, const std::vector<std::string>& paragraphs);

}  // namespace letterpress
