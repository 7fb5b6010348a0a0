#include "letterpress/page.hpp"

#include <cmath>
#include <stdexcept>

#include "letterpress/composing.hpp"

namespace letterpress {

int linesPerPage(double depthPt, double bodyPt, double leadPt) {
    const double perLine = bodyPt + leadPt;
    if (perLine <= 0 || depthPt < bodyPt) {
        throw std::invalid_argument("page too shallow for one line");
    }
    // the last line needs no lead under it
    return static_cast<int>(std::floor((depthPt + leadPt) / perLine + 1e-9));
}

Casting castOff(const Job& job, const std::vector<std::string>& paragraphs) {
    Casting c;
    for (const auto& p : paragraphs) {
        for (const Line& line : setParagraph(p, job.fount, job.measurePt)) {
            ++c.lines;
            if (line.overset) ++c.oversetLines;
        }
    }
    const int perPage = linesPerPage(job.depthPt, job.fount.body(), job.leadPt);
    c.pages = (c.lines + perPage - 1) / perPage;
    return c;
}

}  // namespace letterpress
