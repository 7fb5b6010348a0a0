// Spine selection: the stiffness (deflection x1000 in) a shaft needs.
#pragma once

namespace fletcher {

// The draw weight the shaft "feels": heavier points and longer shafts
// act like a heavier bow.
double dynamic_weight(double draw_weight_lb, double length_in, double point_gr);

// The spine for a dynamic weight, from the chart: 600, 500, 400, 340, 300, 250.
int spine_for_weight(double dynamic_lb);

int spine_for(double draw_weight_lb, double length_in, double point_gr);

}  // namespace fletcher
