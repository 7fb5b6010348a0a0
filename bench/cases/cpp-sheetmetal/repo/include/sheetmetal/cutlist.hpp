// The cut list for the laser: flat blanks per part, how many fit on a sheet, how many sheets to pull.
#pragma once

#include <string>
#include <vector>

#include "sheetmetal/part.hpp"

namespace sheetmetal {

struct Blank {
    std::string part;
    std::string material;
    double length;  // mm, along the bends' normal
    double width;   // mm
    int quantity;
};

// A full sheet as it comes from the supplier, in mm.
struct Sheet {
    double length = 2500.0;
    double width = 1250.0;
};

// The blank for a part, validated first.
Blank blank_for(const Part& part, int quantity);

// How many blanks a sheet holds in a grid, with kerf mm between two cuts and none at the sheet's edges.
int blanks_per_sheet(const Blank& blank, const Sheet& sheet, double kerf);

// The sheets to pull for a cut list, one material at a time and blanks of one part only on a sheet.
int sheets_needed(const std::vector<Blank>& blanks, const Sheet& sheet, double kerf);

// The weight of one blank in kg.
double blank_weight_kg(const Blank& blank);

}  // namespace sheetmetal
