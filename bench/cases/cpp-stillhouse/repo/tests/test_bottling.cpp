#include <stdexcept>
#include <string>
#include <vector>

#include "check.hpp"
#include "stillhouse/bottling.hpp"
#include "stillhouse/duty.hpp"

using namespace stillhouse;

static void vatting_of_three() {
    std::vector<Cask> casks{
        parse_cask("K-0412 187.5L 61.2% 2014"),
        parse_cask("K-0415 190L 59.8% 2014"),
        parse_cask("K-0501 96L 63.0% 2015"),
    };
    BottlingPlan p = plan_bottling(casks, 46.0);
    CHECK_NEAR(p.vatted_litres, 473.5, 1e-9);
    CHECK_NEAR(p.vatted_abv, 61.003167899, 1e-6);
    CHECK_NEAR(p.water_litres, 154.434782609, 1e-6);
    CHECK_NEAR(p.bottling_abv, 46.0, 1e-9);
    CHECK_EQ(p.bottles, 897);
    CHECK_NEAR(p.lpa, 288.834, 1e-6);
    CHECK_EQ(p.duty, 947087L);
    CHECK_EQ(describe(p), std::string("vatted 473.5 L at 61.0%, water 154.4 L, 897 bottles at 46.0%, "
                                      "288.83 LPA, duty £9470.87"));
}

static void single_cask_half_litres() {
    BottlingPlan p = plan_bottling({parse_cask("S-77 200L 60.0% 2016")}, 40.0, 0.5);
    CHECK_NEAR(p.water_litres, 100.0, 1e-9);
    CHECK_EQ(p.bottles, 600);
    CHECK_NEAR(p.lpa, 120.0, 1e-9);
    CHECK_EQ(p.duty, 393480L);
}

static void cask_strength() {
    // a tired old cask already below the bottling strength is bottled as it is
    BottlingPlan p = plan_bottling({parse_cask("R-3 35L 44.1% 1998")}, 46.0);
    CHECK_NEAR(p.water_litres, 0.0, 1e-12);
    CHECK_NEAR(p.bottling_abv, 44.1, 1e-9);
    CHECK_EQ(p.bottles, 50);
    CHECK_NEAR(p.lpa, 15.435, 1e-9);
}

static void errors() {
    CHECK_THROWS(plan_bottling({}, 46.0), std::invalid_argument);
    CHECK_THROWS(plan_bottling({parse_cask("S-77 200L 60.0% 2016")}, 46.0, 0.0), std::invalid_argument);
}

static void money() {
    CHECK_EQ(pounds(947087), std::string("£9470.87"));
    CHECK_EQ(pounds(5), std::string("£0.05"));
    CHECK_EQ(pounds(-1250), std::string("-£12.50"));
    CHECK_EQ(duty_pence(1.0), 3279L);
    CHECK_EQ(duty_pence(0.28), 918L);
}

int main() {
    vatting_of_three();
    single_cask_half_litres();
    cask_strength();
    errors();
    money();
    return check_report("bottling");
}
