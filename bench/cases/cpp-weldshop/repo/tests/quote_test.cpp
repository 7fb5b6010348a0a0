#include <gtest/gtest.h>

#include <stdexcept>

#include "weldshop/joint.hpp"
#include "weldshop/quote.hpp"

using namespace weldshop;

namespace {

// A bracket fillet welded to a base and a 25 mm butt in a column splice.
std::vector<WeldItem> spliceJob() {
    WeldItem fillet;
    fillet.id = "W1";
    fillet.run = {Process::MAG, 24, 230, 400, 1500};
    FilletJoint fj;
    fj.leg_mm = 6;
    fj.web_mm = 25;
    fj.flange_mm = 25;
    fillet.area_mm2 = crossSection(fj);
    fillet.grade = "S275JR";
    fillet.combined_thickness_mm = 75;

    WeldItem butt;
    butt.id = "W2";
    butt.run = {Process::MMA, 23, 140, 150, 800};
    butt.passes = 6;
    ButtJoint bj;
    bj.thickness_mm = 25;
    bj.gap_mm = 2;
    bj.root_face_mm = 1.5;
    butt.area_mm2 = crossSection(bj);
    butt.grade = "S355J2";
    butt.combined_thickness_mm = combinedThickness(bj);
    return {fillet, butt};
}

}  // namespace

TEST(Quote, LinesPerWeld) {
    const Quote q = quoteJob(spliceJob());
    ASSERT_EQ(q.lines.size(), 2u);
    EXPECT_NEAR(q.lines[0].arc_minutes, 3.75, 1e-9);
    EXPECT_EQ(q.lines[0].preheat_c, 0);
    EXPECT_NEAR(q.lines[0].labour_hours, 0.15625, 1e-9);
    EXPECT_NEAR(q.lines[1].arc_minutes, 32.0, 1e-9);
    EXPECT_EQ(q.lines[1].preheat_c, 50);
    EXPECT_NEAR(q.lines[1].labour_hours, 1.857778, 1e-6);
    EXPECT_NEAR(q.lines[1].filler_kg, 4.246597, 1e-6);
}

TEST(Quote, Totals) {
    const Quote q = quoteJob(spliceJob());
    EXPECT_NEAR(q.labour_cost, 96.673333, 1e-6);
    EXPECT_NEAR(q.filler_cost, 29.637650, 1e-6);
    EXPECT_NEAR(q.total, 151.573181, 1e-6);
}

TEST(Quote, MarginAndRates) {
    Rates r;
    r.margin = 0;
    r.labour_per_hour = 60;
    const Quote q = quoteJob(spliceJob(), r);
    EXPECT_NEAR(q.labour_cost, 120.841667, 1e-6);
    EXPECT_DOUBLE_EQ(q.total, q.subtotal);
}

TEST(Quote, Printed) {
    EXPECT_EQ(format(quoteJob(spliceJob())),
              "W1           3.8 min arc    0 C   0.16 h   0.25 kg      8.26\n"
              "W2          32.0 min arc   50 C   1.86 h   4.25 kg    118.05\n"
              "Labour     2.01 h     96.67\n"
              "Filler     4.49 kg    29.64\n"
              "Total (with margin) 151.57\n");
}

TEST(Quote, RejectsBadItems) {
    auto job = spliceJob();
    job[0].passes = 0;
    EXPECT_THROW(quoteJob(job), std::invalid_argument);
    Rates r;
    r.filler_per_kg.erase(Process::MMA);
    EXPECT_THROW(quoteJob(spliceJob(), r), std::invalid_argument);
}
