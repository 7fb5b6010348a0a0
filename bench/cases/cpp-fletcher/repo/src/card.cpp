#include "card.hpp"

#include <cstdio>

#include "ballistics.hpp"
#include "spine.hpp"

namespace fletcher {

Spec work_out(const Arrow& a, const Bow& b) {
    Spec s;
    s.grains = total_grains(a);
    s.foc = foc_percent(a);
    s.spine = spine_for(b.draw_weight_lb, a.length_in, a.point_gr);
    s.fps = arrow_speed(b, s.grains);
    s.energy = kinetic_energy_ftlb(s.grains, s.fps);
    s.gpp = grains_per_pound(s.grains, b.draw_weight_lb);
    return s;
}

std::string card(const Arrow& a, const Bow& b) {
    Spec s = work_out(a, b);
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "Shaft: %.2f in, %.1f gpi, spine %d\n"
                  "Point: %.0f gr + %.0f gr insert; %d vanes\n"
                  "Total: %.1f gr, FOC %.1f%%, %.1f gr/lb\n"
                  "Speed: %.0f fps, %.1f ft-lb\n",
                  a.length_in, a.shaft_gpi, s.spine, a.point_gr, a.insert_gr, a.vanes, s.grains, s.foc,
                  s.gpp, s.fps, s.energy);
    return buf;
}

}  // namespace fletcher
