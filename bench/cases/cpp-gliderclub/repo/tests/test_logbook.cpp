#include <string>

#include "check.hpp"
#include "glider/logbook.hpp"

using namespace glider;

namespace {

const char* kDay =
    "# Saturday 12 September\n"
    "Ann Hale,K13,winch,10:02,10:09\n"
    "Bob Ince,K21,aerotow,10:30,11:15,3000\n"
    "Ann Hale,K13,winch,10:40,10:46\n"
    "\n"
    "Cy Dorr,LS8,aerotow,12:10,15:55,2000\n"
    "Ann Hale,ASK23,winch,14:00,14:52\n";

}  // namespace

int main() {
    auto flights = parse_log(kDay);
    CHECK_EQ(flights.size(), 5u);
    CHECK_EQ(flights[1].tow_height_ft, 3000);
    CHECK_EQ(flights[1].minutes(), 45);
    CHECK_EQ(flights[3].glider, "LS8");

    CHECK_THROWS(parse_log("Ann Hale,K13,winch,10:02\n"));
    CHECK_THROWS(parse_log("Ann Hale,K13,bungee,10:02,10:09\n"));
    CHECK_THROWS(parse_log("Bob Ince,K21,aerotow,10:30,11:15\n"));

    auto totals = pilot_totals(flights);
    CHECK_EQ(totals["Ann Hale"].flights, 3);
    CHECK_EQ(totals["Ann Hale"].minutes, 65);
    CHECK_EQ(totals["Ann Hale"].pence, 3000 + 13 * 40 + 52 * 50);
    CHECK_EQ(totals["Cy Dorr"].pence, 3500);

    CHECK_EQ(day_sheet(flights),
             std::string("Ann Hale: 3 flights, 1h05, \xc2\xa3" "61.20\n"
                         "Bob Ince: 1 flight, 45m, \xc2\xa3" "65.00\n"
                         "Cy Dorr: 1 flight, 3h45, \xc2\xa3" "35.00\n"));
    return check_summary("logbook");
}
