#pragma once

#include <sstream>
#include <string>

#include "milkyield/herd.hpp"
#include "milkyield/records.hpp"

// Two cows milked twice a day from 2024-02-24 to 2024-03-03 (over the leap day). Daisy gives 12 + 10
// litres a day throughout; Bella gives 15 + 13 until her last day, when she drops to 9 + 8. Bella's SCC
// climbs over 200 at the last two milkings.
inline std::string parlour_csv() {
    std::ostringstream csv;
    csv << "date,session,cow,litres,scc\n";
    const char* days[] = {"2024-02-24", "2024-02-25", "2024-02-26", "2024-02-27", "2024-02-28",
                          "2024-02-29", "2024-03-01", "2024-03-02", "2024-03-03"};
    for (int i = 0; i < 9; ++i) {
        const bool last = i == 8;
        csv << days[i] << ",AM,DAISY,12.0,90\n";
        csv << days[i] << ",PM,DAISY,10.0,95\n";
        csv << days[i] << ",AM,BELLA," << (last ? "9.0" : "15.0") << "," << (last ? 240 : 110) << "\n";
        csv << days[i] << ",PM,BELLA," << (last ? "8.0" : "13.0") << "," << (last ? 260 : (i == 7 ? 230 : 120))
            << "\n";
    }
    return csv.str();
}

inline milkyield::Herd parlour_herd() {
    std::istringstream in(parlour_csv());
    milkyield::Herd herd;
    herd.add_all(milkyield::read_milkings(in));
    return herd;
}
