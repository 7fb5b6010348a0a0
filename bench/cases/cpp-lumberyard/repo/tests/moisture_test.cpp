#include <gtest/gtest.h>

#include <stdexcept>

#include "moisture.h"

using namespace lumber;

TEST(Moisture, ContentAndDryWeight) {
    EXPECT_NEAR(moistureContent(12.0, 10.0), 20.0, 1e-9);
    EXPECT_NEAR(ovenDryWeight(12.0, 20.0), 10.0, 1e-9);
    EXPECT_NEAR(moistureContent(15.0, ovenDryWeight(15.0, 55.0)), 55.0, 1e-9);
    EXPECT_THROW(moistureContent(1.0, 0.0), std::invalid_argument);
}

TEST(Moisture, SampleBoard) {
    SampleBoard b{"S1", 12.4, 38.0, 9.9};
    EXPECT_NEAR(currentMoisture(b), 10.1774, 1e-4);
}

class OakCharge : public ::testing::Test {
protected:
    void SetUp() override {
        charge.addSample({"S1", 12.4, 38.0});
        charge.addSample({"S2", 11.8, 42.0});
        charge.addSample({"S3", 13.1, 35.0});
    }
    KilnCharge charge{"oak", 10.0};
};

TEST_F(OakCharge, FreshlyLoaded) {
    EXPECT_NEAR(charge.averageMoisture(), (38.0 + 42.0 + 35.0) / 3, 1e-9);
    EXPECT_NEAR(charge.wettestMoisture(), 42.0, 1e-9);
    EXPECT_FALSE(charge.readyToUnload());
    EXPECT_EQ(charge.daysToTarget(1.5), 22);
}

TEST_F(OakCharge, PartDried) {
    ASSERT_TRUE(charge.weigh("S1", 9.9));
    ASSERT_TRUE(charge.weigh("S2", 9.3));
    ASSERT_TRUE(charge.weigh("S3", 10.5));
    EXPECT_FALSE(charge.weigh("S9", 10.0));
    EXPECT_NEAR(charge.averageMoisture(), 10.0996, 1e-4);
    EXPECT_NEAR(charge.wettestMoisture(), 11.9153, 1e-4);
    EXPECT_FALSE(charge.readyToUnload());
    EXPECT_EQ(charge.daysToTarget(0.8), 3);
}

TEST_F(OakCharge, ReadyWhenWettestReachesTarget) {
    charge.weigh("S1", 9.9);
    charge.weigh("S2", 9.1);
    charge.weigh("S3", 10.5);
    EXPECT_FALSE(charge.readyToUnload());  // S1 still at 10.2%
    charge.weigh("S1", 9.8);
    EXPECT_TRUE(charge.readyToUnload());
    EXPECT_EQ(charge.daysToTarget(0.8), 0);
}

TEST(Moisture, EmptyChargeIsNotReady) {
    KilnCharge empty{"ash", 12.0};
    EXPECT_FALSE(empty.readyToUnload());
    EXPECT_THROW(empty.daysToTarget(0), std::invalid_argument);
}
