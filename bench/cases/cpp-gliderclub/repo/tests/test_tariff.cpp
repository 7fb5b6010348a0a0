#include "check.hpp"
#include "glider/tariff.hpp"

using namespace glider;

namespace {

Flight winch(const char* glider, int minutes) {
    Flight f;
    f.pilot = "Test";
    f.glider = glider;
    f.launch = Launch::Winch;
    f.takeoff = 600;
    f.landing = 600 + minutes;
    return f;
}

Flight aerotow(int height_ft, int minutes) {
    Flight f = winch("K21", minutes);
    f.launch = Launch::Aerotow;
    f.tow_height_ft = height_ft;
    return f;
}

}  // namespace

int main() {
    // Launches
    CHECK_EQ(launch_pence(winch("K13", 6)), 1000);
    CHECK_EQ(launch_pence(aerotow(2000, 30)), 3500);
    CHECK_EQ(launch_pence(aerotow(1500, 30)), 3500);
    CHECK_EQ(launch_pence(aerotow(2500, 30)), 4700);
    CHECK_EQ(launch_pence(aerotow(3000, 30)), 4700);
    CHECK_EQ(launch_pence(aerotow(4000, 30)), 5900);

    // Soaring
    CHECK_EQ(soaring_rate_pence("K13"), 40);
    CHECK_EQ(soaring_rate_pence("DG1"), 65);
    CHECK_EQ(soaring_rate_pence("LS8"), 0);
    CHECK_EQ(soaring_pence(winch("ASK23", 20)), 1000);
    CHECK_EQ(soaring_pence(winch("K21", 240)), 180 * 40);

    // Whole flights
    CHECK_EQ(flight_pence(winch("K13", 7)), 1280);
    CHECK_EQ(flight_pence(aerotow(3000, 45)), 4700 + 45 * 40);
    return check_summary("tariff");
}
