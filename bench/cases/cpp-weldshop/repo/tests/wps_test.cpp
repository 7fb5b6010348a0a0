#include <gtest/gtest.h>

#include <stdexcept>

#include "weldshop/wps.hpp"

using namespace weldshop;

namespace {

Wps mag07() {
    Wps w;
    w.ref = "WPS-135-07";
    w.process = Process::MAG;
    w.grade = "S355J2";
    w.test_thickness_mm = 20;
    w.amps_min = 220;
    w.amps_max = 280;
    w.volts_min = 24;
    w.volts_max = 30;
    w.heat_input_kj_mm = 1.2;
    w.preheat_c = 20;
    return w;
}

Run capRun() {
    Run r;
    r.process = Process::MAG;
    r.volts = 27;
    r.amps = 250;
    r.travel_mm_per_min = 350;
    r.length_mm = 1200;
    return r;
}

Workpiece plate(double thickness, double combined, int preheat) {
    Workpiece p;
    p.grade = "S355J2";
    p.thickness_mm = thickness;
    p.combined_thickness_mm = combined;
    p.measured_preheat_c = preheat;
    return p;
}

}  // namespace

TEST(Wps, QualifiedThicknessRanges) {
    auto r = qualifiedThickness(2);
    EXPECT_DOUBLE_EQ(r.min_mm, 1.4);
    EXPECT_DOUBLE_EQ(r.max_mm, 2.6);
    r = qualifiedThickness(5);
    EXPECT_DOUBLE_EQ(r.min_mm, 3.0);
    EXPECT_DOUBLE_EQ(r.max_mm, 10.0);
    r = qualifiedThickness(20);
    EXPECT_DOUBLE_EQ(r.min_mm, 10.0);
    EXPECT_DOUBLE_EQ(r.max_mm, 40.0);
    r = qualifiedThickness(120);
    EXPECT_DOUBLE_EQ(r.min_mm, 50.0);
    EXPECT_DOUBLE_EQ(r.max_mm, 240.0);
    EXPECT_THROW(qualifiedThickness(0), std::invalid_argument);
}

TEST(Wps, ButtWeldWithinProcedure) {
    const Wps w = mag07();
    const auto deviations = check(w, capRun(), plate(25, 50, 60));
    EXPECT_TRUE(deviations.empty());
    EXPECT_EQ(summary(w, deviations), "within WPS WPS-135-07");
}

TEST(Wps, ShopTableRaisesPreheat) {
    const Wps w = mag07();
    EXPECT_EQ(requiredPreheat(w, plate(15, 30, 20)), 50);
    EXPECT_EQ(requiredPreheat(w, plate(25, 50, 20)), 50);
    EXPECT_EQ(requiredPreheat(w, plate(40, 80, 20)), 100);
    Wps hot = w;
    hot.preheat_c = 150;
    EXPECT_EQ(requiredPreheat(hot, plate(25, 50, 20)), 150);
}

TEST(Wps, ColdPlateIsADeviation) {
    const Wps w = mag07();
    const auto deviations = check(w, capRun(), plate(25, 50, 35));
    ASSERT_EQ(deviations.size(), 1u);
    EXPECT_EQ(summary(w, deviations), "WPS-135-07 preheat: 35 C below 50 C");
}

TEST(Wps, SettingsOutsideTheRanges) {
    const Wps w = mag07();
    weldshop::Run r = capRun();
    r.amps = 300;
    r.volts = 23;
    r.travel_mm_per_min = 200;
    const auto deviations = check(w, r, plate(50, 100, 150));
    EXPECT_EQ(summary(w, deviations),
              "WPS-135-07 thickness: 50.0 mm outside 10.0 to 40.0 mm\n"
              "WPS-135-07 current: 300 A outside 220 to 280 A\n"
              "WPS-135-07 voltage: 23.0 V outside 24.0 to 30.0 V\n"
              "WPS-135-07 heat input: 1.66 kJ/mm outside 0.90 to 1.50 kJ/mm");
}

TEST(Wps, WrongProcessAndGrade) {
    const Wps w = mag07();
    weldshop::Run r = capRun();
    r.process = Process::FCAW;
    Workpiece p = plate(20, 40, 80);
    p.grade = "S275JR";
    const auto deviations = check(w, r, p);
    ASSERT_EQ(deviations.size(), 2u);
    EXPECT_EQ(deviations[0].field, "process");
    EXPECT_EQ(deviations[0].detail, "welded FCAW, WPS is MAG");
    EXPECT_EQ(deviations[1].detail, "S275JR is not S355J2");
}
