#pragma once

#include <vector>

#include "trail/geo.hpp"

// A walk in the Cairngorms, north along a meridian then east: about 3.34 km north, 1.51 km east.
inline std::vector<trail::Point> hill_track() {
    return {
        {57.0500, -3.6700, 620.0},  {57.0600, -3.6700, 680.0},  {57.0700, -3.6700, 678.0},
        {57.0800, -3.6700, 840.0},  {57.0800, -3.6450, 835.0},  {57.0800, -3.6450, 910.0},
        {57.0800, -3.6450, 912.0},  {57.0800, -3.6450, 800.0},
    };
}
