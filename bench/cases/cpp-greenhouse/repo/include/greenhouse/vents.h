#pragma once

namespace greenhouse {

struct Weather {
    double outside_c = 10.0;
    double wind_ms = 0.0;
    bool raining = false;
};

struct VentSettings {
    // Vents start to open this far above the heating setpoint.
    double offset_c = 2.0;
    // Over this many degrees above that the vents go from shut to fully open.
    double proportional_band_c = 4.0;
    // Above this wind speed the vents may open only part way.
    double wind_limit_ms = 8.0;
    double high_wind_max_percent = 20.0;
    // At or above this wind speed the vents are shut.
    double storm_ms = 15.0;
    double rain_max_percent = 30.0;
    // Smaller moves than this are not worth wearing the motor for.
    double min_step_percent = 2.0;
    // Never open when it is colder than this outside.
    double frost_guard_c = 2.0;
};

// Roof vent controller. Opening is in percent, 0 shut, 100 fully open.
class VentController {
public:
    explicit VentController(VentSettings settings = {});

    const VentSettings& settings() const { return settings_; }

    // Most the vents may open in this weather.
    double max_opening(const Weather& weather) const;

    // Where the vents should be for this inside temperature.
    double target_opening(double inside_c, double heating_setpoint_c, const Weather& weather) const;

    // Moves the vents toward the target unless the move is too small, and
    // returns the new position.
    double step(double inside_c, double heating_setpoint_c, const Weather& weather);

    double position() const { return position_; }
    int moves() const { return moves_; }

private:
    VentSettings settings_;
    double position_ = 0.0;
    int moves_ = 0;
};

}  // namespace greenhouse
