#include "planner.hpp"

namespace glassanneal {

double process_hold_min(Process process) {
    switch (process) {
        case Process::Slump:
            return 20.0;
        case Process::Tack:
        case Process::Contour:
            return 15.0;
        case Process::FullFuse:
            return 10.0;
    }
    return 10.0;
}

Schedule plan_firing(const Project& project) {
    const GlassSpec& spec = glass_spec(project.glass);
    const AnnealPlan anneal = anneal_for_thickness(project.thickness_mm);
    const double top = process_temperature(spec, project.process);

    Schedule schedule(kRoomC);
    if (project.process == Process::Slump) {
        schedule.add(initial_ramp_rate(project.thickness_mm), top, process_hold_min(project.process));
    } else {
        schedule.add(initial_ramp_rate(project.thickness_mm), spec.slump_c, kBubbleSqueezeMin);
        schedule.add(kProcessRate, top, process_hold_min(project.process));
    }
    schedule.add(0.0, spec.anneal_c, anneal.hold_min);
    schedule.add(anneal.cool1_rate, spec.anneal_c - 55.0);
    schedule.add(anneal.cool2_rate, spec.anneal_c - 110.0);
    schedule.add(anneal.cool3_rate, kLidSafeC);
    return schedule;
}

}  // namespace glassanneal
