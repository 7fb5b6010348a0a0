#include "check.hpp"
#include "sheetmetal/cutlist.hpp"

using namespace sheetmetal;

int main() {
    Part u("u-channel", material("steel-16ga"), 300.0);
    u.flange(40.0).bend(Bend{90.0, 1.519}).flange(60.0).bend(Bend{90.0, 1.519}).flange(40.0);

    Blank blank = blank_for(u, 50);
    CHECK_EQ(blank.part, std::string("u-channel"));
    CHECK_NEAR(blank.length, 134.7198, 1e-3);
    CHECK_NEAR(blank.width, 300.0, 1e-9);

    Sheet sheet;
    // 2500 / (134.72 + 0.2) -> 18 along, 1250 / (300 + 0.2) -> 4 across.
    CHECK_EQ(blanks_per_sheet(blank, sheet, 0.2), 72);
    CHECK_EQ(sheets_needed({blank}, sheet, 0.2), 1);

    Blank panel{"panel", "alu-3mm", 1200.0, 600.0, 5};
    CHECK_EQ(blanks_per_sheet(panel, sheet, 0.3), 4);
    CHECK_EQ(sheets_needed({blank, panel}, sheet, 0.3), 3);

    Blank huge{"huge", "alu-3mm", 3000.0, 600.0, 1};
    CHECK_THROWS(sheets_needed({huge}, sheet, 0.3));

    // 1200 x 600 x 3 mm of aluminium at 2.68 g/cm3.
    CHECK_NEAR(blank_weight_kg(panel), 5.7888, 1e-4);

    return check_report("cutlist");
}
