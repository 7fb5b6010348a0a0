#include <stdexcept>

#include "check.hpp"
#include "stillhouse/cask.hpp"

using namespace stillhouse;

int main() {
    Cask c = parse_cask("K-0412 187.5L 61.2% 2014");
    CHECK_EQ(c.id, std::string("K-0412"));
    CHECK_NEAR(c.litres, 187.5, 1e-9);
    CHECK_NEAR(c.abv, 61.2, 1e-9);
    CHECK_EQ(c.filled_year, 2014);

    CHECK_THROWS(parse_cask("K-0412 187.5 61.2% 2014"), std::invalid_argument);
    CHECK_THROWS(parse_cask("K-0412 187.5L 61.2 2014"), std::invalid_argument);
    CHECK_THROWS(parse_cask("K-0412 187.5L 61.2%"), std::invalid_argument);
    CHECK_THROWS(parse_cask("K-0412 18x7L 61.2% 2014"), std::invalid_argument);

    CHECK_EQ(age_in_years(c, 2026), 12);
    CHECK_EQ(age_in_years(c, 2010), 0);

    Cask fresh{"N-1", 200.0, 63.5, 2026};
    Cask older = age(fresh, 3);
    CHECK_NEAR(older.litres, 200.0 * 0.98 * 0.98 * 0.98, 1e-9);
    CHECK_NEAR(older.abv, 62.6, 1e-9);
    CHECK_EQ(older.id, std::string("N-1"));
    Cask same = age(fresh, 0);
    CHECK_NEAR(same.litres, 200.0, 1e-12);
    return check_report("cask");
}
