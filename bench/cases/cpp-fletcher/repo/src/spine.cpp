#include "spine.hpp"

namespace fletcher {

double dynamic_weight(double draw_weight_lb, double length_in, double point_gr) {
    // 3 lb per inch over 28 in, 3 lb per 25 gr of point over 100 gr
    return draw_weight_lb + (length_in - 28.0) * 3.0 + (point_gr - 100.0) / 25.0 * 3.0;
}

int spine_for_weight(double dynamic_lb) {
    struct Row {
        double up_to;
        int spine;
    };
    static const Row chart[] = {{35, 600}, {45, 500}, {55, 400}, {65, 340}, {75, 300}};
    for (const Row& r : chart) {
        if (dynamic_lb <= r.up_to) return r.spine;
    }
    return 250;
}

int spine_for(double draw_weight_lb, double length_in, double point_gr) {
    return spine_for_weight(dynamic_weight(draw_weight_lb, length_in, point_gr));
}

}  // namespace fletcher
