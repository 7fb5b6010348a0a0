# frozen_string_literal: true

module Balloon
  # The pilot's pre-flight loadsheet as text.
  module Loadsheet
    module_function

    def render(plan, load)
      air = plan.air_at_ceiling
      lines = []
      lines << "Envelope #{plan.envelope.model} (#{format('%.0f', plan.envelope.volume_m3)} m3, max #{format('%.0f', plan.envelope.max_temp_c)} C)"
      lines << format("Ceiling %.0f m: %.1f C, %.0f hPa, %.3f kg/m3",
                      plan.ceiling_m, air.temperature_c, air.pressure / 100, air.density)
      plan_lines(plan, load, lines)
      lines.join("\n")
    end

    def plan_lines(plan, load, lines)
      lines << format("  %-28s %7.1f kg", "Gross lift at ceiling", plan.max_gross_lift_kg)
      lines << format("  %-28s %7.1f kg", "Envelope", -plan.envelope.weight_kg)
      load.items.each { |item| lines << format("  %-28s %7.1f kg", item.name, -item.kg) }
      spare = plan.spare_kg(load)
      lines << format("  %-28s %7.1f kg", "Spare lift", spare)
      lines << (spare.negative? ? "OVERWEIGHT: do not fly" : "Within limits")
    end
  end
end
