#pragma once
#include "arrow.hpp"
#include "bow.hpp"

// A hunting arrow and the compound it is built for.
inline fletcher::Arrow hunter() {
    fletcher::Arrow a;
    a.length_in = 28.5;
    a.shaft_gpi = 8.3;
    a.point_gr = 125;
    a.insert_gr = 16;
    a.nock_gr = 9;
    a.vanes = 3;
    a.vane_gr = 6;
    return a;
}

inline fletcher::Bow compound() {
    fletcher::Bow b;
    b.ibo_fps = 330;
    b.draw_weight_lb = 65;
    b.draw_length_in = 28.5;
    b.string_extra_gr = 12;
    b.release = fletcher::Release::Mechanical;
    return b;
}
