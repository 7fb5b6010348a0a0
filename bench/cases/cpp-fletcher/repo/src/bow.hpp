#pragma once

namespace fletcher {

enum class Release { Fingers, Mechanical };

// The bow an arrow is built for.
struct Bow {
    double ibo_fps = 320;        // rated speed: 70 lb, 30 in, 350 gr
    double draw_weight_lb = 60;
    double draw_length_in = 29;
    double string_extra_gr = 0;  // peep, loop, silencers on the string
    Release release = Release::Mechanical;
};

}  // namespace fletcher
